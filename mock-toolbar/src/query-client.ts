import { QueryClient } from '@tanstack/react-query';

/**
 * The toolbar's own cache, never the shop's: the shop invalidates its queries when the mock changes
 * (lib/mock-changed.ts) and the toolbar after each of its writes, and neither should refetch the other's reads. A
 * reading of the control plane is stale at once (the shop changes the world behind the toolbar's back), and a refusal
 * is shown with its Retry rather than retried unseen.
 */
export const createControlQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: true }, mutations: { retry: false } } });
