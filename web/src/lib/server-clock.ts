/**
 * The shop's clock is the server's: every /rest/api answer carries it in the standard Date header, and the
 * hold countdowns compare deadlines with it, not with the browser's clock (which may be wrong, and which
 * the mock server's world clock does not move). Until the first answer, the browser's clock stands in.
 */
let offsetMs = 0;

/** Records the server's clock from a Date header read as the answer arrived (`receivedAt`, browser time). */
export function recordServerDate(dateHeader: string | null, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs)) return;
  // The header has whole seconds: on average the server's clock was half a second further on.
  offsetMs = serverMs + 500 - receivedAt;
}

/** Now on the server's clock, in ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** For tests: forget what was learnt. */
export function resetServerClock(): void {
  offsetMs = 0;
}
