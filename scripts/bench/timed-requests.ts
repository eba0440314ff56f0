import { setTimeout as sleep } from 'node:timers/promises';

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
