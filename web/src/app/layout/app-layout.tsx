import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Top bar and header, the screen, the footer. Scroll returns to the saved position or to the top. */
export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
