import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { hydratedWhenSeen } from '../../components/hydrate-when-seen';
import { PageLoader } from '../../components/page-loader';
import { useAddressFollowsLanguage } from '../../lib/address-follows-language';
import { useDrawnOnServer } from '../../lib/drawn-on-server';
import { lazyPart } from '../../lib/lazy-part';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { BackToTop } from './back-to-top';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Top bar and header, the screen, the footer. Scroll returns to the saved position or to the top. The footer comes
 * after the first paint (use-after-first-paint.ts): it starts below the first screen on every page but the shortest,
 * and there it appears at the bottom without moving anything above it. On a page the server drew it is in the HTML,
 * and taken over when it comes near the window. The header is a Suspense boundary (it never suspends): taking over a
 * drawn page, React hydrates it apart from the page, two shorter tasks instead of one long one.
 */
/**
 * The footer of a page the server drew is taken over when a person reaches it (hydrate-when-seen.tsx); its code is not
 * part of a first visit, and comes at the first sign of a person on the page.
 */
const FooterWhenSeen = hydratedWhenSeen(
  lazyPart(
    () => import('./site-footer'),
    (module) => module.SiteFooter,
  ),
);

export function AppLayout() {
  useAddressFollowsLanguage();
  const footerWanted = useAfterFirstPaint(useDrawnOnServer());
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      {/* Focusable by script only, for the skip link; no outline, since it is a region and not a control. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {footerWanted ? <FooterWhenSeen /> : null}
      <BackToTop />
      <ScrollRestoration />
    </Box>
  );
}
