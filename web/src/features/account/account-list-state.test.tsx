import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@tours/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AccountCentrePage } from './account-centre-page';
import { accountOrder, memberFixture } from './account-test-data';

const open = (route: string, answers: Record<string, unknown>) => {
  const api = mockApi({ '/member/info': memberFixture, ...answers });
  return { api, ...renderWithProviders(<AccountCentrePage />, { route, path: '/personalCenter/:tab?' }) };
};

beforeEach(() => window.localStorage.setItem('token', 'member-token'));
afterEach(() => vi.unstubAllGlobals());

const orderPage = {
  page: { list: [accountOrder({ status: OrderStatus.Booked })], total: 25 },
  unpaidCount: 0,
  bookedCount: 0,
  pendingReviewCount: 0,
  refundCount: 0,
};

describe('list state in the URL (reload, Back, a shared link)', () => {
  it('My Order opens on the status and page of the URL, and a tab or page change is a history entry', async () => {
    const user = userEvent.setup();
    const { api, router } = open('/personalCenter/2?status=10&page=2', { '/trade/order/page': orderPage });
    await screen.findByRole('article', { name: 'Order 9' });
    expect(screen.getByRole('tab', { name: /Booked/ })).toHaveAttribute('aria-selected', 'true');
    expect(api.bodiesOf('/trade/order/page')[0]?.toString()).toBe('pageNo=2&status=10');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');

    await user.click(screen.getByRole('tab', { name: /Pending review/ }));
    await waitFor(() => expect(api.bodiesOf('/trade/order/page').at(-1)?.toString()).toBe('pageNo=1&status=30&commentStatus=false'));
    expect(router.state.location.search).toBe('?status=30');

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.bodiesOf('/trade/order/page').at(-1)?.toString()).toBe('pageNo=3&status=30&commentStatus=false'));
    expect(router.state.location.search).toBe('?status=30&page=3');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=10&page=2');
    expect(screen.getByRole('tab', { name: /Booked/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('My Collection reads its page from the URL', async () => {
    const user = userEvent.setup();
    const favourite = { ...productCard({ id: 5, name: 'Tea walk', isCollect: true }), spuId: 5 };
    const { api, router } = open('/personalCenter/3?page=2', { '/member/favorite/list': { list: [favourite], total: 15 } });
    await screen.findByText('Tea walk');
    expect(api.bodiesOf('/member/favorite/list')[0]?.toString()).toBe('pageNo=2&pageSize=10');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.bodiesOf('/member/favorite/list').at(-1)?.toString()).toBe('pageNo=1&pageSize=10'));
  });

  it('My Review reads its page from the URL', async () => {
    const { api } = open('/personalCenter/4?page=3', { '/member/product/comment/user/page': { list: [], total: 0 } });
    await waitFor(() => expect(api.bodiesOf('/member/product/comment/user/page')[0]?.toString()).toBe('pageNo=3&pageSize=10'));
  });

  it('Saved Cards reads its page from the URL, and a bad page falls back to the first', async () => {
    const first = open('/personalCenter/5?page=2', { '/member/bankcard/page': { list: [], total: 0 } });
    await waitFor(() => expect(first.api.bodiesOf('/member/bankcard/page')[0]?.toString()).toBe('pageNo=2'));
    first.unmount();
    vi.unstubAllGlobals();
    const second = open('/personalCenter/5?page=oops', { '/member/bankcard/page': { list: [], total: 0 } });
    await waitFor(() => expect(second.api.bodiesOf('/member/bankcard/page')[0]?.toString()).toBe('pageNo=1'));
  });
});
