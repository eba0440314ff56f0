import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubControlPlane } from './control-stub';
import { JournalSection } from './journal-section';
import { renderSection } from './test-render';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, source: 'mock' | 'upstream') => ({
  time: '2030-01-02T03:04:05.000Z',
  call: 'article.detail',
  source,
  code: 200,
  message: '',
  ms: 3,
  payload: { id: String(id) },
});

describe('JournalSection', () => {
  it('shows one page of requests newest first, says which side answered, and turns pages', async () => {
    const { requests } = stubControlPlane({
      'GET /__mock/journal': ({ url }) =>
        url.includes('page=2')
          ? { body: { total: 25, page: 2, pages: 2, pageSize: 20, entries: [entry(5, 'mock')] } }
          : { body: { total: 25, page: 1, pages: 2, pageSize: 20, entries: [entry(25, 'upstream'), entry(24, 'mock')] } },
    });
    const user = userEvent.setup();
    renderSection(<JournalSection />);
    expect(await screen.findByText('25 API requests, newest first')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const rows = within(screen.getByRole('table', { name: 'Journal' })).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'real' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: 'mock' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: '{"id":"25"}' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/__mock/journal?page=2&pageSize=20');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('clears the journal', async () => {
    const { requests } = stubControlPlane({
      'GET /__mock/journal': { body: { total: 0, page: 1, pages: 1, pageSize: 20, entries: [] } },
      'DELETE /__mock/journal': { body: { cleared: true } },
    });
    const user = userEvent.setup();
    renderSection(<JournalSection />);
    expect(await screen.findByText('No API requests yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Journal cleared');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
