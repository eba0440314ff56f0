import { type LoadResult, load, warmUp } from './load.js';
import { demoToken, endpoints, startMock } from './mock.js';
import { cpuMs, rssMb, stop } from './processes.js';

export interface ScaleRow {
  tours: number;
  startupMs: number;
  rssIdleMb: number;
  rssAfterMb: number;
  search: LoadResult;
}

const SCALES = [200, 10_000, 100_000];
const STARTS = 5;

export interface StartupSample {
  startupMs: number;
  /** CPU time the server process used up to its first answer. */
  cpuMs: number;
  rssMb: number;
}

/** Start-up with the default seed, several times: one cold start on a shared machine is too noisy to judge. */
export async function defaultStarts(log: (line: string) => void): Promise<StartupSample[]> {
  const samples: StartupSample[] = [];
  for (let n = 0; n < STARTS; n += 1) {
    const mock = await startMock('mock server (default seed)');
    samples.push({ startupMs: mock.startupMs, cpuMs: cpuMs(mock.child.pid), rssMb: rssMb(mock.child.pid) });
    await stop(mock);
  }
  log(
    `  default seed: start ${samples.map((s) => s.startupMs.toFixed(0)).join(', ')} ms (CPU ${samples.map((s) => s.cpuMs.toFixed(0)).join(', ')} ms); RSS ${samples.map((s) => s.rssMb.toFixed(0)).join(', ')} MB`,
  );
  return samples;
}

/** Start-up, memory and search latency of the same server over catalogues of growing size. */
export async function scale(log: (line: string) => void): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const tours of SCALES) {
    const mock = await startMock(`mock server --scale ${tours}`, ['--scale', String(tours)]);
    try {
      const rssIdleMb = rssMb(mock.child.pid);
      const { target } = endpoints(mock.base, await demoToken(mock.base)).search;
      await warmUp(target);
      const search = await load(target);
      const row = { tours, startupMs: mock.startupMs, rssIdleMb, rssAfterMb: rssMb(mock.child.pid), search };
      log(
        `  ${tours} tours: start ${row.startupMs.toFixed(0)} ms, RSS ${rssIdleMb.toFixed(0)} MB, search p50 ${search.p50} ms p99 ${search.p99} ms`,
      );
      rows.push(row);
    } finally {
      await stop(mock);
    }
  }
  return rows;
}
