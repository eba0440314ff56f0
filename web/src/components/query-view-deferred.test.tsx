import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryView, type ViewedQuery } from './query-view';

const noop = async () => {
  throw new Error('not refetched here');
};
const waiting: ViewedQuery<string[]> = {
  data: undefined,
  error: null,
  status: 'pending',
  fetchStatus: 'fetching',
  isFetching: true,
  refetch: noop,
};
const answered: ViewedQuery<string[]> = {
  data: ['tea'],
  error: null,
  status: 'success',
  fetchStatus: 'idle',
  isFetching: false,
  refetch: noop,
};

function view(query: ViewedQuery<string[]>, urgent = false) {
  return (
    <QueryView query={query} urgent={urgent} loading={<p>waiting</p>}>
      {(list) => <p>{list.join(', ')}</p>}
    </QueryView>
  );
}

/**
 * TanStack Query hands an answer over in a synchronous update (useSyncExternalStore). QueryView must not draw the data
 * in that update, which would be one long task (Total Blocking Time), but in a background render after it;
 * `urgent` draws it at once. Plain roots and flushSync, outside act(), so React schedules as in the browser.
 */
describe('QueryView draws an answer in the background', () => {
  let actEnvironment: unknown;
  beforeEach(() => {
    actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

  it('keeps the loading view for the synchronous update that brings the data, then draws it', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(view(waiting)));
    flushSync(() => root.render(view(answered)));
    expect(container.textContent).toBe('waiting');
    await waitFor(() => expect(container.textContent).toBe('tea'));
    root.unmount();
  });

  it('draws it in the same update when urgent', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(view(waiting, true)));
    flushSync(() => root.render(view(answered, true)));
    expect(container.textContent).toBe('tea');
    root.unmount();
  });
});
