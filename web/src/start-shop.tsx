import './app/mantine.css';
import '@mantine/dates/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { startI18n } from './i18n';
import { showCarriedError } from './lib/notify';

/**
 * What the first render waits for: the page's route module and (for a Chinese visitor) the Chinese strings,
 * loaded in parallel, so the first render is the page itself, not a loader. English is in the entry and ready
 * at once; a Chinese visitor never sees English first. The screens' data is not prefetched here: measured, it
 * made the first commit bigger and the throttled LCP later (docs/decisions.md). No API call is made, so the
 * browser-only preview runs this while its mock is still starting.
 */
export const prepareShop = () => Promise.allSettled([startI18n(), preloadRoute(window.location.pathname)]);

/** Renders the shop into #root; its screens start their calls now. */
export function renderShop(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the 201 reload to /login: the server's message, which the page before could not paint.
  showCarriedError();
  // The mock toolbar (issue 17): `npm run dev` only; the production build drops this import with its branch.
  if (import.meta.env.DEV) void import('./mock-toolbar/mount').then(({ mountMockToolbar }) => mountMockToolbar());
}
