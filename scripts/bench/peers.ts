import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiTarget, interleaved, ratios, type SlicedResult, type Target } from './load.js';
import { CATALOGUE_PAGE, post, startMock } from './mock.js';
import { freePort, type Running, start, stop } from './processes.js';
import { ROOT } from './web-size.js';

export interface PeerRow {
  name: string;
  what: string;
  result: SlicedResult | null;
  /** ours / this peer's req/s, one per round (empty for ours and for a peer that could not run). */
  ratios: number[];
  /** Why there is no figure, when there is none. */
  note: string;
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Every tour card of the seeded catalogue, paged out of our own search: json-server serves exactly these. */
async function allTours(base: string): Promise<unknown[]> {
  const tours: unknown[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = await post(base, 'product.search', { pageNo, pageSize: 100 });
    const list = Array.isArray(body.data) ? body.data : [];
    tours.push(...list);
    if (list.length < 100) return tours;
  }
}

interface Peer {
  name: string;
  what: string;
  launch: () => Promise<Running>;
  target: (base: string) => Target;
}

/**
 * The same first catalogue page from the mock, json-server 0.17.4 and Prism 5.14.2, all running at once and
 * measured in interleaved slices, so the ratios compare servers under the same machine load.
 */
export async function peers(log: (line: string) => void): Promise<PeerRow[]> {
  const mock = await startMock('mock server');
  const running: Running[] = [];
  try {
    const db = join(tmpdir(), `bench-json-server-${process.pid}.json`);
    writeFileSync(db, JSON.stringify({ tours: await allTours(mock.base) }));
    const jsonPort = await freePort();
    const prismPort = await freePort();
    const candidates: Peer[] = [
      {
        name: 'json-server 0.17.4',
        what: 'GET /tours?_page=1&_limit=10 over the same 200 tour cards (db file)',
        launch: () =>
          start(
            'json-server',
            bin('json-server'),
            ['--port', String(jsonPort), '--host', '127.0.0.1', '--quiet', db],
            jsonPort,
            async (base) => (await fetch(`${base}/tours?_limit=1`)).ok,
          ),
        target: (base) => ({ url: `${base}/tours?_page=1&_limit=10`, method: 'GET' }),
      },
      {
        name: 'Prism 5.14.2',
        what: 'POST /rest/api/product/search mocked from docs/openapi.json (static example, request validated)',
        launch: () =>
          start(
            'prism',
            bin('prism'),
            ['mock', '-h', '127.0.0.1', '-p', String(prismPort), join(ROOT, 'docs', 'openapi.json')],
            prismPort,
            async (base) => {
              const { url, ...init } = apiTarget(base, 'category.list', {}, 'bench');
              const response = await fetch(url, init);
              return response.status < 500;
            },
          ),
        target: (base) => apiTarget(base, 'product.search', CATALOGUE_PAGE, 'bench'),
      },
    ];
    const up: { peer: Peer; target: Target }[] = [];
    const down: PeerRow[] = [];
    for (const peer of candidates) {
      try {
        const server = await peer.launch();
        running.push(server);
        up.push({ peer, target: peer.target(server.base) });
      } catch (error) {
        const note = `could not run here: ${error instanceof Error ? error.message : String(error)}`;
        log(`  ${peer.name}: ${note}`);
        down.push({ name: peer.name, what: peer.what, result: null, ratios: [], note });
      }
    }
    const pageTarget: Target = apiTarget(mock.base, 'product.search', CATALOGUE_PAGE);
    const [ours, ...others] = await interleaved([pageTarget, ...up.map((u) => u.target)]);
    if (!ours) throw new Error('interleaved() lost a target');
    log(`  mock server: ${ours.rps.toFixed(0)} req/s`);
    const rows: PeerRow[] = [
      {
        name: 'mock server (ours)',
        what: 'POST /rest/api/product/search pageNo=1&pageSize=10: validation, search, pricing, envelope, response check',
        result: ours,
        ratios: [],
        note: '',
      },
    ];
    up.forEach(({ peer }, i) => {
      const result = others[i];
      if (!result) return;
      const row = {
        name: peer.name,
        what: peer.what,
        result,
        ratios: ratios(ours, result),
        note: result.failures > 0 ? `${result.failures} failed answers` : '',
      };
      log(`  ${peer.name}: ${result.rps.toFixed(0)} req/s; ours / peer ${row.ratios.map((x) => x.toFixed(2)).join(', ')}`);
      rows.push(row);
    });
    return [...rows, ...down];
  } finally {
    for (const server of running) await stop(server);
    await stop(mock);
  }
}
