import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@tours/web/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsolePage } from './console-page';
import { stubControlPlane } from './control-stub';
import { createControlQueryClient } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ConsolePage', () => {
  it('shows every section open as a named region, the world, the other pages, and switches language', async () => {
    stubControlPlane({
      'GET /__mock/info': { body: { world: 'qa-1', demoAccounts: [], testCards: [] } },
      'GET /__mock/upstream': { body: { upstream: null, timeoutMs: null, mocked: [], forwarded: [], groups: [] } },
    });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createControlQueryClient()}>
          <ConsolePage />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(
      ['accounts', 'cards', 'orders', 'upstream', 'worlds', 'clock', 'faults', 'overrides', 'outbox', 'state', 'journal'].map(
        (id) => `${id}-title`,
      ),
    );
    expect(await screen.findByText('World qa-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/docs');

    await userEvent.setup().click(screen.getByText('中文'));
    expect(await screen.findByRole('heading', { name: '模拟服务器控制台' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '真实后端与偏差' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tours-mock-console-language')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });
});
