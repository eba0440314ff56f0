import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DevDriftNotice } from '../components/dev-drift-notice';
import { MOCK_TOOLS } from '../config/mock-tools';
import { i18n, useActiveLanguage } from '../i18n';
import { MOCK_CHANGED_EVENT } from '../lib/mock-changed';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast container (and its transitions) arrives just after the first render; toasts shown before it
 * mounts wait in the notifications store and appear when it does.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
