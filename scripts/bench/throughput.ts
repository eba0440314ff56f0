import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORM_HEADERS, type LoadResult, load, warmUp } from './load.js';
import { demoToken, type EndpointName, endpoints, startMock } from './mock.js';
import { freePort, start, stop, tsxNode } from './processes.js';
import { ROOT } from './web-size.js';

export interface ThroughputRow {
  label: string;
  bodyBytes: number;
  ours: LoadResult;
  bare: LoadResult;
}

/**
 * Each call of the mock against a bare Fastify route answering a body of exactly the same JSON, both
 * started the same way; measured one after the other per call, so both see the same machine load.
 */
export async function throughput(log: (line: string) => void): Promise<ThroughputRow[]> {
  const mock = await startMock('mock server');
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
    const { command, args } = tsxNode(join(ROOT, 'scripts', 'bench', 'bare-server.ts'), ['--port', String(port), '--bodies', bodiesFile]);
    const bare = await start('bare fastify', command, args, port, async (base) => (await fetch(`${base}/ready`)).ok);
    try {
      const rows: ThroughputRow[] = [];
      for (const [name, { label, target }] of Object.entries(calls) as [EndpointName, (typeof calls)[EndpointName]][]) {
        const bareTarget = { url: `${bare.base}/bare/${name}`, method: 'POST' as const, headers: FORM_HEADERS, body: target.body };
        await warmUp(target);
        const ours = await load(target);
        await warmUp(bareTarget);
        const ceiling = await load(bareTarget);
        const bodyBytes = Buffer.byteLength(JSON.stringify(bodies[name]));
        log(`  ${label}: ${ours.rps.toFixed(0)} req/s vs bare ${ceiling.rps.toFixed(0)} req/s (${bodyBytes} B)`);
        rows.push({ label, bodyBytes, ours, bare: ceiling });
      }
      return rows;
    } finally {
      await stop(bare);
    }
  } finally {
    await stop(mock);
  }
}
