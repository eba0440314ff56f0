import './zod-config';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { untilTakenOver } from '../lib/take-over';
import { AppProviders } from './provider';
import { createAppRouter } from './router';
import { holdsServerPage, releaseServerPage } from './server-state';

// index.html's description is for clients that run no script. Every page renders its own (PageMeta), which
// React appends to <head>; crawlers read the first one, so the fallback goes before the first render.
document.head.querySelector('meta[name="description"][data-fallback]')?.remove();

/** `serverPage`: #root holds a page the server drew, which this render takes over (start-shop.tsx). */
export function App({ serverPage = false }: { serverPage?: boolean }) {
  const [router] = useState(() => createAppRouter(serverPage));
  // A page the server drew takes no taps until the app has taken all of it over (start-shop.tsx, lib/take-over.tsx).
  useEffect(() => {
    const root = document.getElementById('root');
    if (root && holdsServerPage(root)) void untilTakenOver().then(() => releaseServerPage(root));
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
