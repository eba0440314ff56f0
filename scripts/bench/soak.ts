import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CallName } from '@tours/contract';
import type { RequestSpec } from 'autocannon';
import { apiRequest, type LoadResult, median, mixed } from './load.js';
import { CATALOGUE_PAGE, demoToken, SEARCH_FIELDS, startMock } from './mock.js';
import { type Running, rssMb, stop } from './processes.js';
import { ROOT } from './web-size.js';

export const SOAK_S = Number(process.env.BENCH_SOAK ?? 60);
export const SOAK_CONNECTIONS = 20;
/** Long enough for V8 to size its heap for this traffic: RSS climbs for the first seconds under any new load. */
export const SOAK_WARMUP_S = 10;
/** RSS is read every second; growth compares the medians of the first and the last window of this length. */
export const SOAK_WINDOW_S = 10;

export interface SoakResult {
  load: LoadResult;
  envelopeErrors: number;
  /** RSS read once a second over the measured run (after the warm-up), in MB. */
  rssSamplesMb: number[];
  /** Median RSS of the first and of the last SOAK_WINDOW_S seconds of the measured run. */
  rssStartMb: number;
  rssEndMb: number;
  /** Heap still in use after a forced full GC: right after start-up (idle) and after the soak. */
  heapIdleMb: number;
  heapEndMb: number;
}

/** Browsing, account reads and favourite writes in turn, as a crowd of shoppers would send them. */
function traffic(token: string, countError: (body: string) => void): RequestSpec[] {
  const request = (name: CallName, payload: Record<string, unknown>, auth?: string): RequestSpec => ({
    ...apiRequest(name, payload, auth),
    onResponse: (_status, body) => countError(body),
  });
  return [
    request('product.search', SEARCH_FIELDS),
    request('product.search', { ...CATALOGUE_PAGE, keyword: 'tour' }),
    request('product.detail', { id: '3' }, token),
    request('member.favorite.create', { spuId: '5' }, token),
    request('trade.order.page', { pageNo: '1' }, token),
    request('member.favorite.cancel', { spuId: '5' }, token),
    request('category.list', {}),
    request('blog.list', { pageNo: '1' }),
  ];
}

/** Heap in use after a full GC in the server, through scripts/bench/gc-probe.mjs. */
async function heapAfterGc(mock: Running, file: string): Promise<number> {
  rmSync(file, { force: true });
  mock.child.kill('SIGUSR2');
  for (let waited = 0; waited < 5_000 && !existsSync(file); waited += 20) await sleep(20);
  await sleep(20);
  const usage = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number };
  return usage.heapUsed / 2 ** 20;
}

/**
 * 60 s of mixed traffic on 20 connections after a 10 s warm-up: every answer must be an envelope with code
 * 200, and memory must settle. The traffic does not grow the state (each favourite created is cancelled),
 * so live heap should stay flat; RSS is sampled every second, because one reading under load lands
 * anywhere in a garbage-collection cycle.
 */
export async function soak(log: (line: string) => void): Promise<SoakResult> {
  const memoryFile = join(tmpdir(), `bench-soak-memory-${process.pid}.json`);
  const probe = ['--expose-gc', '--import', join(ROOT, 'scripts', 'bench', 'gc-probe.mjs')];
  const mock = await startMock('mock server (soak)', [], probe, { BENCH_MEMORY_FILE: memoryFile });
  try {
    let envelopeErrors = 0;
    const countError = (body: string) => {
      try {
        if ((JSON.parse(body) as { code?: number }).code !== 200) envelopeErrors += 1;
      } catch {
        envelopeErrors += 1;
      }
    };
    const heapIdleMb = await heapAfterGc(mock, memoryFile);
    const requests = traffic(await demoToken(mock.base), countError);
    await mixed(mock.base, requests, SOAK_WARMUP_S, SOAK_CONNECTIONS);
    envelopeErrors = 0;
    const rssSamplesMb: number[] = [];
    const sampler = setInterval(() => rssSamplesMb.push(rssMb(mock.child.pid)), 1_000);
    const result = await mixed(mock.base, requests, SOAK_S, SOAK_CONNECTIONS).finally(() => clearInterval(sampler));
    const heapEndMb = await heapAfterGc(mock, memoryFile);
    const rssStartMb = median(rssSamplesMb.slice(0, SOAK_WINDOW_S));
    const rssEndMb = median(rssSamplesMb.slice(-SOAK_WINDOW_S));
    log(
      `  ${result.total} requests, ${result.failures} failed, ${envelopeErrors} error envelopes, RSS ${rssStartMb.toFixed(0)} -> ${rssEndMb.toFixed(0)} MB (medians of ${SOAK_WINDOW_S} s), heap after GC ${heapIdleMb.toFixed(1)} -> ${heapEndMb.toFixed(1)} MB`,
    );
    return { load: result, envelopeErrors, rssSamplesMb, rssStartMb, rssEndMb, heapIdleMb, heapEndMb };
  } finally {
    await stop(mock);
    rmSync(memoryFile, { force: true });
  }
}
