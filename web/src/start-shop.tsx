import './app/mantine.css';
import '@mantine/dates/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { type ErrorInfo, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppState } from './app/app';
import { pendingAddress } from './app/router';
import { preloadRoute } from './app/routes';
import { isDrawnForThisTab, takeOverServerPage } from './app/server-state';
import { tabHoldsBookingDraft } from './lib/booking-draft';
import { rememberBookingDraft } from './lib/booking-draft-cookie';
import { startI18n } from './lib/i18n';
import { showCarriedError } from './lib/notify';
import { adoptAddressLanguage } from './lib/preferences';
import { reloadForANewBuild } from './lib/reload-for-a-new-build';
import { languageOfAddress } from './lib/site-address';
import { rememberVisitor } from './lib/visitor';
import { yieldToInput } from './lib/yield-to-input';

/**
 * What the first render waits for: the page's route module and (for a Chinese visitor) the Chinese strings,
 * loaded in parallel, so the first render is the page itself, not a loader. English is in the entry and ready
 * at once; a Chinese visitor never sees English first. The screens' data is not prefetched here: measured, it
 * made the first commit bigger and the throttled LCP later (docs/adr/0047-phone-levers-measured-and-not-adopted.md). No API call is made, so the
 * browser-only preview runs this while its mock is still starting.
 */
export const prepareShop = async (): Promise<void> => {
  adoptAddressLanguage(languageOfAddress(new URLSearchParams(window.location.search)));
  // A server that draws pages (server-render/) learns the language, currency, session and draft from these cookies.
  rememberVisitor();
  if (tabHoldsBookingDraft()) rememberBookingDraft(true);
  const strings = startI18n();
  // Finding the page's route and asking for its modules is a task of its own.
  await yieldToInput();
  await Promise.allSettled([strings, preloadRoute(window.location.pathname)]);
};

/**
 * The page the server drew differs from the browser's first render (a clock that crossed midnight, say): React draws
 * that part again. Worth a developer's look, not an error of the page.
 */
function reportHydrationMismatch(error: unknown, { componentStack }: ErrorInfo): void {
  console.warn('The server-drawn page differed from the app; React drew it again.', error, `in:${componentStack ?? ''}`);
}

/**
 * Renders the shop into #root; its screens start their calls now. It starts in a task of its own, not in the tail of
 * the one that brought the page's last module, and makes the app's state in tasks of their own before it. Taking the
 * drawn page over and starting its render stay in one task: once #root no longer says it was drawn
 * (takeOverServerPage), a click must find the app there.
 */
export async function renderShop(): Promise<void> {
  await yieldToInput();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const drawnForThisTab = isDrawnForThisTab(root);
  const state = await createAppState({ withDrawnAnswers: drawnForThisTab });
  await yieldToInput();
  const serverPage = takeOverServerPage(root, drawnForThisTab);
  reloadForANewBuild({ destination: () => pendingAddress(state.router) });
  const app = (
    <StrictMode>
      <App serverPage={serverPage} state={state} />
    </StrictMode>
  );
  if (serverPage) {
    // A page the server drew (server-render/): the app takes it over where it stands (hydration) instead of drawing
    // it again, in a transition that React cuts into slices, leaving the main thread free for input. A tap on a part
    // not yet hydrated makes React hydrate that part first; the route's code and its first screen's lazy parts are
    // already here (prepareShop), so nothing waits for a download.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
    });
  } else createRoot(root).render(app);
  // After the 201 reload to /login: the server's message, which the page before could not paint.
  showCarriedError();
}
