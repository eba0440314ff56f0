import './zod-config';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './provider';
import { createAppRouter } from './router';

// index.html's description is for clients that run no script. Every page renders its own (PageMeta), which
// React appends to <head>; crawlers read the first one, so the fallback goes before the first render.
document.head.querySelector('meta[name="description"][data-fallback]')?.remove();

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
