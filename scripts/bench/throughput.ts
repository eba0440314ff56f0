import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { interleaved, ratios, type SlicedResult } from './load.js';
import { demoToken, type EndpointName, endpoints, startMock } from './mock.js';
import { BARE_BUNDLE, buildBundles, bundleNode, freePort, start, stop } from './processes.js';

export interface ThroughputRow {
  label: string;
  bodyBytes: number;
  ours: SlicedResult;
  bare: SlicedResult;
  /** ours / bare req/s, one per round. */
  ratios: number[];
}

/** The label of the extra search row: the same server started with --lenient, which skips the answer check. */
const LENIENT_LABEL = 'product/search, --lenient (answers not checked)';

/**
 * Each call of the mock against a bare Fastify route answering a body of exactly the same JSON, both
 * bundled and started the same way (plain node), measured in interleaved slices so both see the same
 * machine load.
 */
export async function throughput(log: (line: string) => void): Promise<ThroughputRow[]> {
  const mock = await startMock('mock server');
  const lenient = await startMock('mock server --lenient', ['--lenient']);
  try {
    const token = await demoToken(mock.base);
    const calls = endpoints(mock.base, token);
    const bodies: Record<string, unknown> = {};
    for (const [name, { target }] of Object.entries(calls)) {
      const response = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
      const body = (await response.json()) as { code: number; data?: unknown };
      if (body.code !== 200) throw new Error(`${name} answered ${JSON.stringify(body).slice(0, 200)}`);
      bodies[name] = body;
    }
    const bodiesFile = join(tmpdir(), `bench-bodies-${process.pid}.json`);
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const port = await freePort();
    const { command, args } = bundleNode(BARE_BUNDLE, ['--port', String(port), '--bodies', bodiesFile]);
    const bare = await start('bare fastify', command, args, port, async (base) => (await fetch(`${base}/ready`)).ok);
    try {
      const rows: ThroughputRow[] = [];
      for (const [name, { label, target }] of Object.entries(calls) as [EndpointName, (typeof calls)[EndpointName]][]) {
        const bareTarget = { ...target, url: `${bare.base}/bare/${name}` };
        // Search also runs against the --lenient server in the same rounds: what the answer check costs.
        const lenientTarget = { ...target, url: target.url.replace(mock.base, lenient.base) };
        const [ours, ceiling, unchecked] = await interleaved(
          name === 'search' ? [target, bareTarget, lenientTarget] : [target, bareTarget],
        );
        if (!ours || !ceiling) throw new Error('interleaved() lost a target');
        const bodyBytes = Buffer.byteLength(JSON.stringify(bodies[name]));
        const measured = [{ label, result: ours }, ...(unchecked ? [{ label: LENIENT_LABEL, result: unchecked }] : [])];
        for (const { label: rowLabel, result } of measured) {
          const row = { label: rowLabel, bodyBytes, ours: result, bare: ceiling, ratios: ratios(result, ceiling) };
          const spread = row.ratios.map((x) => x.toFixed(2)).join(', ');
          log(`  ${rowLabel}: ${result.rps.toFixed(0)} req/s vs bare ${ceiling.rps.toFixed(0)} req/s (${bodyBytes} B); ratios ${spread}`);
          rows.push(row);
        }
      }
      return rows;
    } finally {
      await stop(bare);
    }
  } finally {
    await stop(lenient);
    await stop(mock);
  }
}

/** Alone: `npx tsx scripts/bench/throughput.ts` (section 1 of `npm run bench`, printed, not written to the report). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildBundles();
  await throughput((line) => process.stdout.write(`${line}\n`));
}
