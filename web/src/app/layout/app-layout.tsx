import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { PageOnScreen } from '../../lib/take-over';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Top bar and header, the screen, the footer. Scroll returns to the saved position or to the top. The footer comes
 * after the first paint (use-after-first-paint.ts): it starts below the first screen on every page but the shortest,
 * and there it appears at the bottom without moving anything above it.
 */
export function AppLayout() {
  const footerWanted = useAfterFirstPaint();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageOnScreen />
        </Suspense>
      </Box>
      {footerWanted ? <SiteFooter /> : null}
      <ScrollRestoration />
    </Box>
  );
}
