/** Headers a forwarder adds to what it passes on: the de facto X-Forwarded-*, RFC 7239's Forwarded, RFC 9110's Via. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'via'] as const;

const SHOWN_NAMES: Record<(typeof PROXY_HEADERS)[number], string> = {
  'x-forwarded-for': 'X-Forwarded-For',
  'x-forwarded-host': 'X-Forwarded-Host',
  'x-forwarded-proto': 'X-Forwarded-Proto',
  forwarded: 'Forwarded',
  via: 'Via',
};

/**
 * The control plane is for people and scripts on this machine, and they reach it directly: the console, curl, the
 * test fixtures, and `npm run dev`'s Vite proxy, which adds none of these headers (its `xfwd` is off). A request that
 * carries one came through a forwarder (the shop's server in front of the mock, a tunnel, a reverse proxy), which
 * must never open the worlds to whoever reaches that forwarder, whatever it forwards by mistake. The refusal, in both
 * adapters, or null.
 */
export function proxiedControlRefusal(has: (name: string) => boolean): string | null {
  const found = PROXY_HEADERS.find((name) => has(name));
  if (!found) return null;
  return `${SHOWN_NAMES[found]}: the control plane takes no request that came through a proxy; call the mock server's own address on this machine (the console is its /__mock/).`;
}
