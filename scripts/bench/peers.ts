import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORM_HEADERS, form, type LoadResult, load, type Target, warmUp } from './load.js';
import { CATALOGUE_PAGE, post, startMock } from './mock.js';
import { freePort, type Running, start, stop } from './processes.js';
import { ROOT } from './web-size.js';

export interface PeerRow {
  name: string;
  what: string;
  result: LoadResult | null;
  /** Why there is no figure, when there is none. */
  note: string;
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Every tour card of the seeded catalogue, paged out of our own search: json-server serves exactly these. */
async function allTours(base: string): Promise<unknown[]> {
  const tours: unknown[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = await post(base, '/product/search', { pageNo: String(pageNo), pageSize: '100' });
    const list = Array.isArray(body.data) ? body.data : [];
    tours.push(...list);
    if (list.length < 100) return tours;
  }
}

async function measure(target: Target): Promise<LoadResult> {
  await warmUp(target);
  return load(target);
}

async function peer(
  name: string,
  what: string,
  launch: () => Promise<Running>,
  target: (base: string) => Target,
  log: (line: string) => void,
): Promise<PeerRow> {
  let running: Running | null = null;
  try {
    running = await launch();
    const result = await measure(target(running.base));
    log(`  ${name}: ${result.rps.toFixed(0)} req/s`);
    return { name, what, result, note: result.failures > 0 ? `${result.failures} failed answers` : '' };
  } catch (error) {
    const note = `could not run here: ${error instanceof Error ? error.message : String(error)}`;
    log(`  ${name}: ${note}`);
    return { name, what, result: null, note };
  } finally {
    if (running) await stop(running);
  }
}

/** The same first catalogue page from the mock, json-server 0.17.4 and Prism 5.14.2, one after the other. */
export async function peers(log: (line: string) => void): Promise<PeerRow[]> {
  const mock = await startMock('mock server');
  const rows: PeerRow[] = [];
  try {
    const pageTarget: Target = {
      url: `${mock.base}/rest/api/product/search`,
      method: 'POST',
      headers: FORM_HEADERS,
      body: form(CATALOGUE_PAGE),
    };
    const ours = await measure(pageTarget);
    log(`  mock server: ${ours.rps.toFixed(0)} req/s`);
    rows.push({
      name: 'mock server (ours)',
      what: 'POST /rest/api/product/search pageNo=1&pageSize=10: validation, search, pricing, envelope, response check',
      result: ours,
      note: '',
    });
    const db = join(tmpdir(), `bench-json-server-${process.pid}.json`);
    writeFileSync(db, JSON.stringify({ tours: await allTours(mock.base) }));
    const jsonPort = await freePort();
    rows.push(
      await peer(
        'json-server 0.17.4',
        'GET /tours?_page=1&_limit=10 over the same 200 tour cards (db file)',
        () =>
          start(
            'json-server',
            bin('json-server'),
            ['--port', String(jsonPort), '--host', '127.0.0.1', '--quiet', db],
            jsonPort,
            async (base) => (await fetch(`${base}/tours?_limit=1`)).ok,
          ),
        (base) => ({ url: `${base}/tours?_page=1&_limit=10`, method: 'GET' }),
        log,
      ),
    );
    const prismPort = await freePort();
    rows.push(
      await peer(
        'Prism 5.14.2',
        'POST /rest/api/product/search mocked from docs/openapi.json (static example, request validated)',
        () =>
          start(
            'prism',
            bin('prism'),
            ['mock', '-h', '127.0.0.1', '-p', String(prismPort), join(ROOT, 'docs', 'openapi.json')],
            prismPort,
            async (base) => {
              const response = await fetch(`${base}/rest/api/category/list`, {
                method: 'POST',
                headers: { ...FORM_HEADERS, authorization: 'bench' },
                body: '',
              });
              return response.status < 500;
            },
          ),
        (base) => ({
          url: `${base}/rest/api/product/search`,
          method: 'POST',
          headers: { ...FORM_HEADERS, authorization: 'bench' },
          body: form(CATALOGUE_PAGE),
        }),
        log,
      ),
    );
  } finally {
    await stop(mock);
  }
  return rows;
}
