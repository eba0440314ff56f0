import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DevDriftNotice } from '../components/dev-drift-notice';
import { MOCK_TOOLS } from '../config/mock-tools';
import { i18n, useActiveLanguage } from '../i18n';
import { lazyPart } from '../lib/lazy-part';
import { MOCK_CHANGED_EVENT } from '../lib/mock-changed';
import { createQueryClient } from './query-client';
import { withServerState } from './server-state';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast container (and its transitions) arrives just after the first render; toasts shown before it
 * mounts wait in the notifications store and appear when it does.
 */
const Notifications = lazyPart(
  () => import('@mantine/notifications'),
  (module) => module.Notifications,
);

/** `queryClient`: the server render's own (server-render/render-page.tsx); the browser makes one with the page's answers. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? withServerState(createQueryClient()));
  // The language whose strings (and dayjs locale) are loaded, so dates switch together with the text.
  const language = useActiveLanguage();
  // The mock toolbar moved the clock or an order behind the shop's back: refetch what is shown.
  useEffect(() => {
    if (!MOCK_TOOLS) return;
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(MOCK_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(MOCK_CHANGED_EVENT, refetch);
  }, [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DatesProvider settings={{ locale: language === 'zh' ? 'zh-cn' : 'en', firstDayOfWeek: 0 }}>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={null}>
              {/* At the bottom, so a toast never covers the header and its navigation (issue 13). */}
              <Notifications position="bottom-center" />
            </Suspense>
            {children}
            {import.meta.env.DEV ? <DevDriftNotice /> : null}
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
