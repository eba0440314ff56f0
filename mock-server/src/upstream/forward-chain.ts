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

/** The names the request's Via chain lists, oldest first (`1.1 name (comment)` per entry). */
function chainOf(headers: IncomingHttpHeaders): string[] {
  const via = headers[VIA_HEADER];
  if (typeof via !== 'string') return [];
  return via.split(',').map((entry) => entry.trim().split(/\s+/)[1] ?? '');
}

/** Why this server must not forward the request: it has passed here already. Null when it has not. */
export function loopRefusal(headers: IncomingHttpHeaders, pseudonym: string): string | null {
  const chain = chainOf(headers);
  if (!chain.includes(pseudonym)) return null;
  const mockServers = new Set(chain.filter((name) => name.startsWith(MOCK_PSEUDONYM_PREFIX))).size;
  if (mockServers === 1) return 'is this mock server itself: point --upstream at the real backend';
  return `leads back to this mock server (a forwarding loop through ${mockServers} mock servers): point --upstream at the real backend`;
}

/** The Via value to send on: the chain as it came with this server appended. */
export function viaWith(headers: IncomingHttpHeaders, httpVersion: string, pseudonym: string): string {
  const via = headers[VIA_HEADER];
  const own = `${httpVersion} ${pseudonym}`;
  return typeof via === 'string' && via.trim() !== '' ? `${via}, ${own}` : own;
}
