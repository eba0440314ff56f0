import '@tours/web/mantine.css';
import './mantine.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from '@tours/web/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsolePage } from './console-page';
import { createControlQueryClient } from './query-client';

// The console page's script (console/index.html): the shop's Mantine rules and the toolbar's own, then the page.
const container = document.getElementById('mock-console');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={createControlQueryClient()}>
          <ConsolePage />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
