import type { QueryClient } from '@tanstack/react-query';
import { keyedCallQuery } from '../api/query';
import { getCurrencyId, getLanguage } from '../lib/preferences';
import type { FirstScreenLoader } from './routes';

/**
 * The browser's route loader: it starts the first screen's calls and returns at once, so a navigation never waits for
 * data. The screen's own queries (the same keys, from the same factories) take the answers over and show loading or
 * failure where they are; an answer still fresh in the cache is not asked again.
 */
export const prefetchingLoader =
  (queryClient: QueryClient): FirstScreenLoader =>
  (firstScreen) =>
  async ({ request, params }) => {
    const searchParams = new URL(request.url).searchParams;
    const describe = await firstScreen();
    for (const { queryKey } of describe({ params, searchParams, currencyId: getCurrencyId(), language: getLanguage() })) {
      void queryClient.prefetchQuery(keyedCallQuery(queryKey));
    }
    return null;
  };
