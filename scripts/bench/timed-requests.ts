import { setTimeout as sleep } from 'node:timers/promises';
import { SHELL_CACHE } from '@tours/storefront/static-files';

/** The value below which `p` percent of the values lie (nearest rank); NaN for none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export const ms = (value: number) => `${Math.round(value)} ms`;

/** One request read to its end, timed; a request that failed or took 20 s has no response. */
export async function timed(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; response: Response | null }> {
  const started = performance.now();
  // A controller of its own with a plain timer: a signal made by AbortSignal.timeout() is held weakly by Node and may
  // be collected before it fires, leaving a request that never ends waited for without end.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), 20_000);
  try {
    const response = await fetch(url, { headers, signal: deadline.signal });
    await response.arrayBuffer();
    return { ms: performance.now() - started, response };
  } catch {
    return { ms: performance.now() - started, response: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks `url` one request after another, `everyMs` apart, until `until` (or `done` says so), each time into `into`. */
export async function probe(url: string, until: number, into: number[], everyMs: number, done: () => boolean = () => false): Promise<void> {
  while (performance.now() < until && !done()) {
    into.push((await timed(url)).ms);
    await sleep(everyMs);
  }
}

/**
 * Asks `url` one request after another, `everyMs` apart, from now until the function it returns is called, which
 * resolves to how long each took: a liveness check watched while a load runs.
 */
export function askUntilStopped(url: string, everyMs: number): () => Promise<number[]> {
  const took: number[] = [];
  let stopped = false;
  const asking = probe(url, Number.POSITIVE_INFINITY, took, everyMs, () => stopped);
  return async () => {
    stopped = true;
    await asking;
    return took;
  };
}

/** A page the storefront drew, not the shell the browser draws from: the shell alone goes out `no-cache` (pages.ts). */
export const isDrawnPage = (response: Response | null): boolean => (response?.headers.get('cache-control') ?? SHELL_CACHE) !== SHELL_CACHE;

/** What one request came to: its answer, read to its end (null when it failed or took 20 s), and how long it took. */
export interface Fetched {
  path: string;
  response: Response | null;
  ms: number;
}

/**
 * `perSecond` requests a second for `seconds`, each sent without waiting for the ones before (as a flood comes), then
 * every answer read to its end.
 */
export async function flood(
  base: string,
  pathOf: (n: number) => string,
  perSecond: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Fetched[]> {
  const until = performance.now() + seconds * 1000;
  const asked: Promise<Fetched>[] = [];
  for (let n = 0; performance.now() < until; n += 1) {
    const path = pathOf(n);
    asked.push(timed(`${base}${path}`, headers).then((answer) => ({ path, ...answer })));
    await sleep(1000 / perSecond);
  }
  return Promise.all(asked);
}
