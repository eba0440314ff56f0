import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, TimeoutError } from '../api/errors';
import { renderWithProviders } from '../test/render';
import { QueryView } from './query-view';

function Harness({ load, enabled = true }: { load: () => Promise<string[]>; enabled?: boolean }) {
  const query = useQuery({ queryKey: ['harness'], queryFn: load, enabled });
  return (
    <QueryView query={query} isEmpty={(list) => list.length === 0} empty={<p>Nothing here</p>} notFound="No such thing">
      {(list) => <p>{list.join(', ')}</p>}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows a loader until the data is there, then the data', async () => {
    let answer: (list: string[]) => void = () => {};
    renderWithProviders(<Harness load={() => new Promise((resolve) => (answer = resolve))} />);
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    answer(['tea', 'rice']);
    expect(await screen.findByText('tea, rice')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('shows a placeholder of the final size, announced as loading, until the data replaces it', async () => {
    let answer: (list: string[]) => void = () => {};
    const load = () => new Promise<string[]>((resolve) => (answer = resolve));
    function WithPlaceholder() {
      const query = useQuery({ queryKey: ['placeholder'], queryFn: load });
      return (
        <QueryView query={query} placeholder={<div data-testid="skeleton" />}>
          {(list) => <p>{list.join(', ')}</p>}
        </QueryView>
      );
    }
    renderWithProviders(<WithPlaceholder />);
    const status = await screen.findByRole('status', { name: 'Loading' });
    expect(within(status).getByTestId('skeleton')).toBeInTheDocument();
    answer(['tea']);
    expect(await screen.findByText('tea')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows the server message with Retry, and the data once Retry succeeds', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError({ code: 500, message: 'Injected fault' }))
      .mockResolvedValueOnce(['tea']);
    renderWithProviders(<Harness load={load} />);
    const alert = (await screen.findByText('This content could not be loaded.')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the failure is not an alert');
    expect(within(alert).getByText('Injected fault')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('tea')).toBeInTheDocument();
    expect(screen.queryByText('This content could not be loaded.')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    [new TimeoutError(20_000), 'The server took too long to answer. Please try again.'],
    [new TypeError('Failed to fetch'), 'The server could not be reached. Check your connection and try again.'],
    [new HttpError(502, 'Bad Gateway'), 'The server could not answer (HTTP 502). Please try again.'],
  ])('says why in the page language when the call fails with %s', async (error, message) => {
    renderWithProviders(<Harness load={() => Promise.reject(error)} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty view for an empty answer', async () => {
    renderWithProviders(<Harness load={async () => []} />);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the not-found page when there is nothing to load (a bad id) or the server answers 404, without Retry', async () => {
    const { unmount } = renderWithProviders(<Harness load={async () => ['never']} enabled={false} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('No such thing')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).toBeNull();
    unmount();
    renderWithProviders(<Harness load={() => Promise.reject(new ApiError({ code: 404, message: 'Not found' }))} />);
    expect(await screen.findByText('No such thing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/productList');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
