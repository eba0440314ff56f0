import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiTarget, interleaved, median, ratios, type SlicedResult } from './load.js';
import { demoToken, post, SEARCH_FIELDS, startMock } from './mock.js';
import { buildBundles, type Running, stop } from './processes.js';

const WORLDS = 20;
const WRITES = Number(process.env.BENCH_WRITES ?? 400);

interface WriteLatency {
  label: string;
  p50: number;
  p99: number;
  count: number;
}

export interface PersistenceResult {
  search: { withFile: SlicedResult; without: SlicedResult; ratios: number[] };
  writes: WriteLatency[];
  /** Start-up of a server whose state file holds 20 worlds (default seed), from spawn to the first answer. */
  startupMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The favourite toggle (add, then remove) one request at a time: each answer waits for its write to be saved. */
async function toggleLatency(label: string, base: string, world: string): Promise<WriteLatency> {
  const token = await demoToken(base, world);
  const times: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    const name = i % 2 === 0 ? 'member.favorite.create' : 'member.favorite.cancel';
    const started = performance.now();
    const body = await post(base, name, { spuId: String(100 + (Math.floor(i / 2) % 50)) }, token, world);
    times.push(performance.now() - started);
    if (body.code !== 200) throw new Error(`${label}: ${name} answered ${JSON.stringify(body)}`);
  }
  const sorted = times.sort((a, b) => a - b);
  return { label, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: sorted.length };
}

async function createWorlds(base: string): Promise<void> {
  for (let n = 1; n < WORLDS; n += 1) {
    const response = await fetch(`${base}/__mock/worlds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `qa-${n}` }),
    });
    if (!response.ok) throw new Error(`could not create world qa-${n}: ${await response.text()}`);
  }
}

/** Search and the favourite toggle with --state-file and 20 worlds, against no state file; then --scale 100000. */
export async function persistence(log: (line: string) => void): Promise<PersistenceResult> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-state-'));
  const stateFile = join(folder, 'state.json');
  const servers: Running[] = [];
  try {
    const withFile = await startMock('mock --state-file, 20 worlds', ['--state-file', stateFile]);
    servers.push(withFile);
    await createWorlds(withFile.base);
    const without = await startMock('mock, no state file');
    servers.push(without);
    await createWorlds(without.base);

    const writes = [await toggleLatency('favourite toggle, --state-file, 20 worlds', withFile.base, 'qa-7')];
    writes.push(await toggleLatency('favourite toggle, no state file, 20 worlds', without.base, 'qa-7'));
    const search = (base: string) => apiTarget(base, 'product.search', SEARCH_FIELDS);
    const [a, b] = await interleaved([search(withFile.base), search(without.base)]);
    if (!a || !b) throw new Error('interleaved() lost a target');
    const searchRow = { withFile: a, without: b, ratios: ratios(a, b) };
    log(
      `  search with/without state file: ${a.rps.toFixed(0)} / ${b.rps.toFixed(0)} req/s; ratios ${searchRow.ratios.map((x) => x.toFixed(2)).join(', ')}`,
    );
    await Promise.all(servers.splice(0).map(stop));

    const restarted = await startMock('mock --state-file, restart with 20 worlds', ['--state-file', stateFile]);
    servers.push(restarted);
    const startupMs = restarted.startupMs;
    log(`  start-up with a 20-world state file: ${startupMs.toFixed(0)} ms`);
    await stop(servers.splice(0)[0] as Running);

    const large = await startMock('mock --scale 100000 --state-file', ['--scale', '100000', '--state-file', join(folder, 'large.json')]);
    servers.push(large);
    writes.push(await toggleLatency('favourite toggle, --state-file, --scale 100000', large.base, 'default'));
    for (const w of writes) log(`  ${w.label}: p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms (${w.count} writes)`);
    return { search: searchRow, writes, startupMs };
  } finally {
    await Promise.all(servers.map(stop));
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The report's section for the result. */
export function renderPersistence(result: PersistenceResult): string {
  const { search } = result;
  const lines = [
    '## Persistence',
    '',
    `Search (4 filters + sort) with \`--state-file\` and ${WORLDS} worlds against the same server without one, interleaved slices: ${search.withFile.rps.toFixed(0)} vs ${search.without.rps.toFixed(0)} req/s, ratio ${median(search.ratios).toFixed(2)} (rounds: ${search.ratios.map((x) => x.toFixed(2)).join(', ')}; target at least 0.9).`,
    '',
    '| favourite toggle, one request at a time | p50 | p99 | writes |',
    '|---|---|---|---|',
    ...result.writes.map((w) => `| ${w.label} | ${w.p50.toFixed(1)} ms | ${w.p99.toFixed(1)} ms | ${w.count} |`),
    '',
    `Start-up with a ${WORLDS}-world state file (default seed), spawn to first answer: ${result.startupMs.toFixed(0)} ms (target at most 2,000 ms).`,
    '',
    'Targets: p99 at most 20 ms with 20 worlds, at most 50 ms at `--scale 100000`. Alone: `npx tsx scripts/bench/persistence.ts`.',
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildBundles();
  const result = await persistence((line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`\n${renderPersistence(result)}`);
}
