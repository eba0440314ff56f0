import './zod-config';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './provider';
import { createAppRouter } from './router';

// index.html's description is for clients that run no script. Every page renders its own (PageMeta), which
// React appends to <head>; crawlers read the first one, so the fallback goes before the first render.
document.head.querySelector('meta[name="description"][data-fallback]')?.remove();

/** `serverPage`: #root holds a page the server drew, which this render takes over (start-shop.tsx). */
export function App({ serverPage = false }: { serverPage?: boolean }) {
  const [router] = useState(() => createAppRouter(serverPage));
  return (
    <AppProviders drawnOnServer={serverPage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
