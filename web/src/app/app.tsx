import './zod-config';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { withServerState } from './server-state';

// index.html's description, and the head tags a server drew a page with, are for clients that run no script. Every
// page renders its own (PageMeta), which React appends to <head>; a reader takes the first, so these go before the
// first render.
for (const fallback of document.head.querySelectorAll('[data-fallback]')) fallback.remove();

/** `serverPage`: #root holds a page the server drew, which this render takes over (start-shop.tsx). */
export function App({ serverPage = false }: { serverPage?: boolean }) {
  // With the answers of the page the server drew, if it drew one; the router's loaders fill it as the visitor moves on.
  const [queryClient] = useState(() => withServerState(createQueryClient()));
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient} drawnOnServer={serverPage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
