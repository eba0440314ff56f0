import { type CallName, calls, encodeRequest, fullPath } from '@tours/contract';
import autocannon, { type RequestSpec, type Result } from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Socket errors, timeouts and HTTP statuses outside 2xx. */
  failures: number;
}

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = 3;
/** Side-by-side comparisons: this many rounds of one short slice per server, in alternating order. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const SLICE_S = Number(process.env.BENCH_SLICE ?? 2);

/** The figures every bench reads of an autocannon run. */
export function toLoadResult(result: Result): LoadResult {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** One autocannon run against a target (10 connections, 10 s by default). */
export async function load(target: Target, durationS = DURATION_S, connections = CONNECTIONS): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: durationS,
  });
  return toLoadResult(result);
}

/** A short run whose figures are thrown away: JIT, caches and connection pools warm up first. */
export async function warmUp(target: Target, durationS = WARMUP_S): Promise<void> {
  await load(target, durationS);
}

/** Several short slices of one target, folded into one figure: median req/s, median p50 and p99, summed counts. */
export interface SlicedResult extends LoadResult {
  slices: LoadResult[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
};

function fold(slices: LoadResult[]): SlicedResult {
  return {
    rps: median(slices.map((s) => s.rps)),
    p50: median(slices.map((s) => s.p50)),
    p99: median(slices.map((s) => s.p99)),
    total: slices.reduce((sum, s) => sum + s.total, 0),
    failures: slices.reduce((sum, s) => sum + s.failures, 0),
    slices,
  };
}

/**
 * Targets measured side by side: a warm-up each, then `rounds` rounds of one slice per target, the order
 * rotating every round, so a burst of load from another process lands on every target alike. The ratio
 * of two targets is then taken round by round (see `ratios`), never from runs minutes apart.
 */
export async function interleaved(targets: Target[], rounds = ROUNDS, sliceS = SLICE_S): Promise<SlicedResult[]> {
  for (const target of targets) await warmUp(target);
  const slices: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (let k = 0; k < targets.length; k += 1) {
      const index = (k + round) % targets.length;
      const target = targets[index];
      if (target) slices[index]?.push(await load(target, sliceS));
    }
  }
  return slices.map(fold);
}

/** Round-by-round ratios a / b of req/s: their median is the figure, their range the spread. */
export function ratios(a: SlicedResult, b: SlicedResult): number[] {
  return a.slices.map((slice, i) => slice.rps / (b.slices[i]?.rps ?? Number.NaN));
}

/** Mixed traffic over several requests in turn; `onResponse` sees each answer body. */
export async function mixed(base: string, requests: RequestSpec[], durationS: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({ url: base, connections, duration: durationS, requests });
  return toLoadResult(result);
}

export interface ApiRequest {
  /** Below the server's origin: /rest/api/..., with the query for a GET call. */
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** A registry call as the storefront sends it: the contract's one encoder, plus the token as is. */
export function apiRequest(name: CallName, payload: Record<string, unknown> = {}, token?: string): ApiRequest {
  const call = calls[name];
  const { url, init } = encodeRequest(call, fullPath(call), payload);
  if (typeof init.body === 'object') throw new Error(`${name}: the bench sends no multipart calls`);
  const headers = token ? { ...init.headers, Authorization: token } : init.headers;
  return { path: url, method: call.method, headers, ...(init.body === undefined ? {} : { body: init.body }) };
}

/** The same call as a load target on a server at `base`. */
export function apiTarget(base: string, name: CallName, payload: Record<string, unknown> = {}, token?: string): Target {
  const { path, ...request } = apiRequest(name, payload, token);
  return { url: `${base}${path}`, ...request };
}
