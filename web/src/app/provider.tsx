import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DevDriftNotice } from '../components/dev-drift-notice';
import { i18n } from '../i18n';
import { useLanguage } from '../lib/preferences';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <DatesProvider settings={{ locale: language === 'zh' ? 'zh-cn' : 'en', firstDayOfWeek: 0 }}>
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-center" />
            {children}
            {import.meta.env.DEV ? <DevDriftNotice /> : null}
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
