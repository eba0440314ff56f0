import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { theme } from '../app/theme';
import { i18n } from '../lib/i18n';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (so useParams works). */
  path?: string;
}

/** The app's own client (its error policy included), keeping answers for the whole test. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: Number.POSITIVE_INFINITY },
  });
  return queryClient;
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>
          <QueryClientProvider client={queryClient}>
            <Notifications />
            {children}
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** Renders with Mantine (test env: no transitions or portals), a fresh QueryClient, English i18n and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  void i18n.changeLanguage('en');
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}
