import { askUntilStopped, type Fetched, ms, percentile } from '../../bench/timed-requests.js';
import { count, type Tally } from '../probe-http.js';

/** A liveness check asked one request after another, this far apart, as `npm run bench:storefront` asks `/healthz`. */
const HEALTH_EVERY_MS = 20;

/**
 * The p99 of a liveness check past which a flood broke the promise that one client's cost never becomes another's
 * wait. The bench's target is 100 ms on a quiet machine; here the flood's client, the mock and the storefront share two
 * cores with other work, which costs tens of milliseconds, while work that grows with the flood left on an event loop
 * (a sitemap written there, a synchronous parse, a drawing) costs seconds: 250 ms lies between the two.
 */
const HEALTH_P99_BOUND_MS = 250;

/**
 * Asks `url` one request after another until the function it returns is called, which gives the p99 and the slowest
 * answer and, past the bound, the promise broken.
 */
export function watchHealth(url: string, what: string) {
  const stop = askUntilStopped(url, HEALTH_EVERY_MS);
  return async (): Promise<{ figure: string; broken: string[] }> => {
    const took = await stop();
    const p99 = percentile(took, 99);
    const figure = `${what} p99 ${ms(p99)}, max ${ms(Math.max(...took))} (${took.length} asked, every ${HEALTH_EVERY_MS} ms)`;
    return { figure, broken: p99 > HEALTH_P99_BOUND_MS ? [`${what} p99 ${ms(p99)} is past ${ms(HEALTH_P99_BOUND_MS)}`] : [] };
  };
}

/** Counts fetched answers into the category's tally; one that failed counts as a refusal (499), as `send` counts a cut connection. */
export function countFetched(tally: Tally, fetched: Fetched[]): void {
  for (const { path, response } of fetched) {
    const status = response?.status ?? 499;
    count(tally, { method: 'GET', path, headers: {} }, { status, code: null, headers: {}, text: '' });
  }
}

/** `404 ×480, 503 ×20`: how many answers had each status ("failed": no answer within 20 s). */
export function statusesOf(fetched: Fetched[]): string {
  const counted = new Map<string, number>();
  for (const { response } of fetched) {
    const status = response ? String(response.status) : 'failed';
    counted.set(status, (counted.get(status) ?? 0) + 1);
  }
  return [...counted]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, times]) => `${status} ×${times}`)
    .join(', ');
}
