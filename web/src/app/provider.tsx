import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DevDriftNotice } from '../components/dev-drift-notice';
import { MOCK_TOOLS } from '../config/mock-tools';
import { DrawnOnServerContext } from '../lib/drawn-on-server';
import { i18n, useActiveLanguage } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';
import { MOCK_CHANGED_EVENT } from '../lib/mock-changed';
import { ServerVisitorContext, type Visitor } from '../lib/visitor';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast container (and its transitions) arrives just after the first render; toasts shown before it
 * mounts wait in the notifications store and appear when it does.
 */
const Notifications = lazyPart(
  () => import('@mantine/notifications'),
  (module) => module.Notifications,
);

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * The browser's (app/app.tsx), which its router's loaders fill too, with the answers of the page the server drew if
   * it drew one; or a page drawn on a server brings its own, with the answers its loaders fetched (server-render/).
   */
  queryClient: QueryClient;
  /** A page drawn on a server brings the visitor's language (i18nForLanguage); the browser has one. */
  i18n?: I18n;
  /** The page is drawn on a server, or taken over from one (lib/drawn-on-server.ts). */
  drawnOnServer?: boolean;
  /** A page drawn on a server: the visitor as the request's cookie says (lib/visitor.ts). */
  serverVisitor?: Visitor;
}

export function AppProviders({ children, queryClient, i18n: givenI18n = i18n, drawnOnServer = false, serverVisitor }: AppProvidersProps) {
  // The language whose strings (and dayjs locale) are loaded, so dates switch together with the text.
  const language = useActiveLanguage(givenI18n);
  // The mock's tools moved the clock or an order behind the shop's back: refetch what is shown.
  useEffect(() => {
    if (!MOCK_TOOLS) return;
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(MOCK_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(MOCK_CHANGED_EVENT, refetch);
  }, [queryClient]);
  return (
    <I18nextProvider i18n={givenI18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DatesProvider settings={{ locale: language === 'zh' ? 'zh-cn' : 'en', firstDayOfWeek: 0 }}>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={null}>
              {/* At the bottom, so a toast never covers the header and its navigation. */}
              <Notifications position="bottom-center" />
            </Suspense>
            <ServerVisitorContext value={serverVisitor ?? null}>
              <DrawnOnServerContext value={drawnOnServer}>{children}</DrawnOnServerContext>
            </ServerVisitorContext>
            {import.meta.env.DEV ? <DevDriftNotice /> : null}
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
