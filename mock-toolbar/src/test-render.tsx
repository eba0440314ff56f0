import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { theme } from '@tours/web/theme';
import type { ReactNode } from 'react';
import { type Language, LanguageContext } from './language';
import { createControlQueryClient } from './query-client';
import { ShopLanguage } from './shop-language';

/** Tests only: the toolbar as the shop's page mounts it (mount.tsx), with a fresh cache and the shop's language. */
export const renderInShop = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createControlQueryClient()}>
        <ShopLanguage>{ui}</ShopLanguage>
      </QueryClientProvider>
    </MantineProvider>,
  );

/** Tests only: one section as the console page draws it, in the language chosen there. */
export const renderSection = (ui: ReactNode, language: Language = 'en') =>
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createControlQueryClient()}>
        <LanguageContext value={language}>{ui}</LanguageContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
