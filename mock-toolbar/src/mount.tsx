import './mantine.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from '@tours/web/theme';
import { createRoot } from 'react-dom/client';
import { MockToolbar, TOOLBAR_ROOT_ID } from './mock-toolbar';
import { createControlQueryClient } from './query-client';
import { ShopLanguage } from './shop-language';

/**
 * Adds the mock toolbar to the page, outside the shop's React tree (its own root, MantineProvider with the shop's
 * theme, and QueryClient), so the shop's code neither knows nor ships it: the dev server adds dev-server-entry.ts to
 * the page (dev-server-plugin.ts), and the browser preview's entry imports this. Calling it twice adds one toolbar.
 */
export function mountMockToolbar(): void {
  if (document.getElementById(TOOLBAR_ROOT_ID)) return;
  const container = Object.assign(document.createElement('div'), { id: TOOLBAR_ROOT_ID });
  document.body.append(container);
  createRoot(container).render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={createControlQueryClient()}>
        <ShopLanguage>
          <MockToolbar />
        </ShopLanguage>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
