import type { IncomingHttpHeaders } from 'node:http';

/**
 * Every forwarded request carries the chain of mock servers it passed in the standard `Via` header, to
 * which each proxy appends itself (RFC 9110, 7.6.3), so a proxy between two mock servers keeps it too.
 * A mock server that finds itself in the chain is in a loop (its --upstream leads back to it, directly
 * or through other mock servers) and refuses, so one request costs at most one hop per server.
 */
const VIA_HEADER = 'via';
/** Starts this project's entries in the chain; the rest of each is a random id per server process. */
export const MOCK_PSEUDONYM_PREFIX = 'tours-mock-';
/**
 * Counts the mock servers a forwarded request passed, for a proxy between them that drops or rewrites `Via`
 * (some do): a count no proxy has reason to touch still ends the loop, a few hops later.
 */
const HOPS_HEADER = 'x-mock-hops';
/**
 * A request that has passed this many mock servers is refused: a real chain is the shop's mock in front of the
 * backend, or one mock forwarding to a colleague's (two), so three is already a loop.
 */
export const MAX_MOCK_HOPS = 3;
const LOOP_FIX = 'point --upstream at the real backend';

/** The names the request's Via chain lists, oldest first (`1.1 name (comment)` per entry). */
function chainOf(headers: IncomingHttpHeaders): string[] {
  const via = headers[VIA_HEADER];
  if (typeof via !== 'string') return [];
  return via.split(',').map((entry) => entry.trim().split(/\s+/)[1] ?? '');
}

/** The mock servers the request passed by its hop count; the largest of repeated values, 0 for none or garbage. */
function hopsOf(headers: IncomingHttpHeaders): number {
  const given = headers[HOPS_HEADER];
  const values = (Array.isArray(given) ? given.join(',') : (given ?? '')).split(',');
  return Math.max(0, ...values.map((value) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : 0)));
}

/** Why this server must not forward the request: it has passed here already, or through too many mock servers. Null when not. */
export function loopRefusal(headers: IncomingHttpHeaders, pseudonym: string): string | null {
  const chain = chainOf(headers);
  if (chain.includes(pseudonym)) {
    const mockServers = new Set(chain.filter((name) => name.startsWith(MOCK_PSEUDONYM_PREFIX))).size;
    if (mockServers === 1) return `is this mock server itself: ${LOOP_FIX}`;
    return `leads back to this mock server (a forwarding loop through ${mockServers} mock servers): ${LOOP_FIX}`;
  }
  const hops = hopsOf(headers);
  if (hops < MAX_MOCK_HOPS) return null;
  return `leads back to a mock server (a forwarding loop: this request has passed ${hops} mock servers, and a proxy between them drops Via): ${LOOP_FIX}`;
}

/** The headers that record this server in the request's chain: Via as it came with this server appended, and the hop count. */
export function chainHeaders(headers: IncomingHttpHeaders, httpVersion: string, pseudonym: string): Record<string, string> {
  const via = headers[VIA_HEADER];
  const own = `${httpVersion} ${pseudonym}`;
  return {
    [VIA_HEADER]: typeof via === 'string' && via.trim() !== '' ? `${via}, ${own}` : own,
    [HOPS_HEADER]: String(hopsOf(headers) + 1),
  };
}
