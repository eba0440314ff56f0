import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test/fixtures';
import { invalidateOrder } from './order-changes';
import { orderDetailOptions } from './orders';

const listKey = ['trade.order.page', { pageNo: 1, status: '' }] as const;
const listPage = { page: { total: 0, list: [] }, unpaidCount: 0, bookedCount: 0, pendingReviewCount: 0, refundCount: 0 };
const isInvalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;

describe('invalidateOrder', () => {
  it('invalidates that order and the order lists, nothing else', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderDetailOptions(5).queryKey, orderFixture({ id: 5 }));
    queryClient.setQueryData(orderDetailOptions(6).queryKey, orderFixture({ id: 6 }));
    queryClient.setQueryData(listKey, listPage);
    queryClient.setQueryData(['member.info', {}], { currencyId: 1 });

    await invalidateOrder(queryClient, 5);

    expect(isInvalidated(queryClient, orderDetailOptions(5).queryKey)).toBe(true);
    expect(isInvalidated(queryClient, listKey)).toBe(true);
    expect(isInvalidated(queryClient, orderDetailOptions(6).queryKey)).toBe(false);
    expect(isInvalidated(queryClient, ['member.info', {}])).toBe(false);
  });
});
