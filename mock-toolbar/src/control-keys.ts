/**
 * The query keys of the control plane's resources, each under one root: every write may change the world anywhere
 * (the clock's tick completes orders and sends emails), so a write invalidates the root, and the toolbar's own
 * QueryClient (query-client.ts) holds nothing else.
 */
const ROOT = ['mock-control'] as const;

export const controlKeys = {
  all: ROOT,
  info: () => [...ROOT, 'info'] as const,
  clock: () => [...ROOT, 'clock'] as const,
  faults: () => [...ROOT, 'faults'] as const,
  overrides: () => [...ROOT, 'overrides'] as const,
  orders: () => [...ROOT, 'orders'] as const,
  state: () => [...ROOT, 'state'] as const,
  latestCode: (email: string) => [...ROOT, 'latest-code', email] as const,
  outbox: (to: string) => [...ROOT, 'outbox', to] as const,
  worlds: () => [...ROOT, 'worlds'] as const,
  journal: (page: number) => [...ROOT, 'journal', page] as const,
  upstream: () => [...ROOT, 'upstream'] as const,
  drift: () => [...ROOT, 'drift'] as const,
};
