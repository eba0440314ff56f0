import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDetailOptions } from '../api/orders';
import { orderFixture } from '../test/fixtures';
import { announceOrderChanged, listenForOrderChanges } from './order-changes';

const CHANNEL = 'tours:orders';
const listKey = ['trade.order.page', { pageNo: 1, status: '' }] as const;
const listPage = { page: { total: 0, list: [] }, unpaidCount: 0, bookedCount: 0, pendingReviewCount: 0, refundCount: 0 };

function clientWithOrders(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(orderDetailOptions(5).queryKey, orderFixture({ id: 5 }));
  queryClient.setQueryData(orderDetailOptions(6).queryKey, orderFixture({ id: 6 }));
  queryClient.setQueryData(listKey, listPage);
  queryClient.setQueryData(['member.info', {}], { currencyId: 1 });
  return queryClient;
}

const isInvalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;

/** Another tab of the shop: its own channel of the same name. */
const opened: BroadcastChannel[] = [];
function anotherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(CHANNEL);
  opened.push(channel);
  return channel;
}

describe('order changes between tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const channel of opened.splice(0)) channel.close();
  });

  it('another tab hears "order 5 changed" when this one announces it', async () => {
    const heard: unknown[] = [];
    anotherTab().onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    announceOrderChanged(5);
    await expect.poll(() => heard).toEqual([{ orderId: 5 }]);
  });

  it('hearing "order 5 changed" invalidates that order and the order lists, nothing else', async () => {
    const queryClient = clientWithOrders();
    stops.push(listenForOrderChanges(queryClient));

    anotherTab().postMessage({ orderId: 5 });

    await expect.poll(() => isInvalidated(queryClient, orderDetailOptions(5).queryKey)).toBe(true);
    expect(isInvalidated(queryClient, listKey)).toBe(true);
    expect(isInvalidated(queryClient, orderDetailOptions(6).queryKey)).toBe(false);
    expect(isInvalidated(queryClient, ['member.info', {}])).toBe(false);
  });

  it('ignores a message that names no order, and what this tab announced itself', async () => {
    const queryClient = clientWithOrders();
    stops.push(listenForOrderChanges(queryClient));
    announceOrderChanged(6);
    const tab = anotherTab();
    tab.postMessage({ orderId: 'all' });
    tab.postMessage('order 6');
    // Messages arrive in order: once this one is read, the ones before it were too.
    tab.postMessage({ orderId: 5 });
    await expect.poll(() => isInvalidated(queryClient, orderDetailOptions(5).queryKey)).toBe(true);
    expect(isInvalidated(queryClient, orderDetailOptions(6).queryKey)).toBe(false);
  });

  it('stops invalidating once told to stop listening', async () => {
    const stopped = clientWithOrders();
    const witness = clientWithOrders();
    listenForOrderChanges(stopped)();
    stops.push(listenForOrderChanges(witness));
    anotherTab().postMessage({ orderId: 6 });
    await expect.poll(() => isInvalidated(witness, orderDetailOptions(6).queryKey)).toBe(true);
    expect(isInvalidated(stopped, orderDetailOptions(6).queryKey)).toBe(false);
  });
});
