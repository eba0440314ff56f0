import autocannon, { type RequestSpec } from 'autocannon';

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
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A short run whose figures are thrown away: JIT, caches and connection pools warm up first. */
export async function warmUp(target: Target): Promise<void> {
  await load(target, WARMUP_S);
}

/** Mixed traffic over several requests in turn; `onResponse` sees each answer body. */
export async function mixed(base: string, requests: RequestSpec[], durationS: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({ url: base, connections, duration: durationS, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
