import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_TIMEOUT_MS, STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallMeta } from '../api/meta';
import { callQueryOptions, useCallMutation } from '../api/query';
import { QueryView } from '../components/query-view';
import { messageThreadsOptions } from '../features/account/messages/api';
import { blogBannerOptions } from '../features/blog/api';
import { notifySuccess } from '../lib/notify';
import { envelopeError, type Fault, httpError, mockApi, networkError, noAnswer } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A command as the screens write them: they say what success does, never what failure does. */
function SaveButton({ meta }: { meta?: CallMeta }) {
  const save = useCallMutation('member.favorite.create', { meta, onSuccess: () => notifySuccess('Saved for real') });
  return (
    <button type="button" onClick={() => save.mutate({ spuId: 4 })}>
      Save
    </button>
  );
}

/** The toasts' texts: a screen's own failure (QueryView) is an alert too, but not a notification. */
const toasts = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.closest('.mantine-Notification-root'))
    .map((toast) => toast.textContent);

async function press(answer: unknown, meta?: CallMeta) {
  const api = mockApi({ '/member/favorite/create': answer });
  // Under fake timers user-event's pauses between a click's steps are timers too: it moves them on itself.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderWithProviders(<SaveButton meta={meta} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls).toHaveLength(1));
  return api;
}

describe('the error policy for commands (MutationCache onError)', () => {
  it('shows the server message of an envelope error, and no success toast', async () => {
    await press(envelopeError(409, 'Already in your favourites'));
    await waitFor(() => expect(toasts()).toEqual(['Already in your favourites']));
  });

  it.each<[string, () => Fault, string]>([
    ['an HTTP error', () => httpError(502), 'The server could not answer (HTTP 502). Please try again.'],
    ['a network failure', networkError, 'The server could not be reached. Check your connection and try again.'],
  ])('shows a translated reason for %s', async (_what, fault, message) => {
    await press(fault());
    await waitFor(() => expect(toasts()).toEqual([message]));
  });

  it('shows a translated reason when the server does not answer within 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await press(noAnswer());
    expect(toasts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    await waitFor(() => expect(toasts()).toEqual(['The server took too long to answer. Please try again.']));
  });

  it('stays silent with meta.silent: the caller shows the failure itself', async () => {
    await press(envelopeError(500, 'Injected fault'), { silent: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts()).toEqual([]);
  });

  it('says meta.errorMessage instead of the server message when given', async () => {
    await press(envelopeError(500, 'Injected fault'), { errorMessage: 'Could not save' });
    await waitFor(() => expect(toasts()).toEqual(['Could not save']));
  });

  it('leaves envelope 201 to the client: one toast, not two', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    window.localStorage.setItem(STORAGE_TOKEN, 'stale');
    await press(envelopeError(201, 'Please log in again'));
    await waitFor(() => expect(toasts()).toEqual(['Please log in again']));
    expect(window.localStorage.getItem(STORAGE_TOKEN)).toBeNull();
  });

  it('shows the success toast only after a real success', async () => {
    await press(null);
    await waitFor(() => expect(toasts()).toEqual(['Saved for real']));
  });
});

/** Screens showing one query through QueryView, as the blog and the messages tab do. */
function BlogScreen() {
  return <QueryView query={useQuery(blogBannerOptions())}>{() => null}</QueryView>;
}

function MessagesScreen() {
  return <QueryView query={useQuery(messageThreadsOptions())}>{() => null}</QueryView>;
}

/** Payloads as the screens send them: the pact pins what the tests record (pacts/shapes). */
const payloads = { 'article.detail': { id: 3 }, 'product.detail': { id: 3, currencyId: 1 } };

function Article({ name }: { name: 'article.detail' | 'product.detail' }) {
  const query = useQuery(callQueryOptions(name, payloads[name]));
  return <p>{query.status}</p>;
}

describe('the error policy for queries (QueryCache onError)', () => {
  it('toasts the server message of a failed query spec §8 names (the blog list), and its screen does not repeat it', async () => {
    mockApi({ '/blog/list': envelopeError(500, 'Blogs are resting') });
    renderWithProviders(<BlogScreen />);
    const failure = await screen.findByText('This content could not be loaded.');
    await waitFor(() => expect(toasts()).toEqual(['Blogs are resting']));
    expect(failure.closest('[role="alert"]')).not.toHaveTextContent('Blogs are resting');
    expect(screen.getAllByText('Blogs are resting')).toHaveLength(1);
  });

  it('says a failed message list once, on its screen with Try again, and toasts nothing', async () => {
    mockApi({ '/member/my/message/list': envelopeError(500, 'Messages are resting') });
    renderWithProviders(<MessagesScreen />);
    expect(await screen.findByText('Messages are resting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts()).toEqual([]);
    expect(screen.getAllByText('Messages are resting')).toHaveLength(1);
  });

  it('names a refused field on the screen by its label, never by its request name', async () => {
    mockApi({ '/member/my/message/list': envelopeError(400, 'pageNo: must be an integer') });
    renderWithProviders(<MessagesScreen />);
    expect(await screen.findByText('Something you entered was not accepted. Please check it and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/pageNo/)).not.toBeInTheDocument();
  });

  it('does not toast the silent calls of spec §8, nor timeouts and network failures (the screen shows them)', async () => {
    mockApi({ '/article/detail': envelopeError(500, 'Injected fault'), '/product/detail': networkError() });
    renderWithProviders(
      <>
        <Article name="article.detail" />
        <Article name="product.detail" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('error')).toHaveLength(2));
    expect(toasts()).toEqual([]);
  });
});
