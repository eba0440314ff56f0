import './zod-config';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { yieldToInput } from '../lib/yield-to-input';
import { AppProviders } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { withServerState } from './server-state';

// index.html's description, and the head tags a server drew a page with, are for clients that run no script. Every
// page renders its own (PageMeta), which React appends to <head>; a reader takes the first, so these go before the
// first render.
for (const fallback of document.head.querySelectorAll('[data-fallback]')) fallback.remove();

export interface AppState {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The query client, with the answers of the page the server drew for this tab (`withDrawnAnswers`; the router's
 * loaders fill it as the visitor moves on), and the router: made once, before the first render. React may start taking
 * a page over again from nothing (a tap that comes while it is being taken over): made in a render, they would be made
 * anew then, the page's answers already read and gone, and the drawn page would differ from the app's. The router is
 * made in a task of its own: on a phone each is tens of milliseconds of main thread (lib/yield-to-input.ts).
 */
export async function createAppState({ withDrawnAnswers }: { withDrawnAnswers: boolean }): Promise<AppState> {
  const queryClient = withDrawnAnswers ? withServerState(createQueryClient()) : createQueryClient();
  await yieldToInput();
  return { queryClient, router: createAppRouter(queryClient) };
}

/** `serverPage`: #root holds a page the server drew, which this render takes over (start-shop.tsx). */
export function App({ serverPage = false, state: { queryClient, router } }: { serverPage?: boolean; state: AppState }) {
  return (
    <AppProviders queryClient={queryClient} drawnOnServer={serverPage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
