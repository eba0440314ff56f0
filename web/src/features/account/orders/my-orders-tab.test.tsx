import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { accountOrder } from '../account-test-data';
import { MyOrdersTab } from './my-orders-tab';

const expired = accountOrder({ id: 7, payExpireTime: '2020-01-01 10:30:00' });
const payable = accountOrder({ id: 8, payExpireTime: '2099-01-01 10:30:00' });
const counts = { unpaidCount: 1, bookedCount: 0, pendingReviewCount: 0, refundCount: 0 };

const open = () => {
  mockApi({
    '/trade/order/page': (body: URLSearchParams) =>
      body.get('status') === '0'
        ? { page: { list: [payable], total: 1 }, ...counts }
        : { page: { list: [payable, expired], total: 2 }, ...counts },
  });
  renderWithProviders(<MyOrdersTab />, { route: '/personalCenter/2', path: '/personalCenter/:tab?' });
};

beforeAll(() => loadLanguage('zh'));
beforeEach(() => window.localStorage.setItem('token', 'member-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  return act(() => i18n.changeLanguage('en'));
});

describe('My Order', () => {
  it('lists an unpaid order past its hold under All as Expired, with no Pay Now', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Order 7' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    const payableCard = screen.getByRole('article', { name: 'Order 8' });
    expect(within(payableCard).getByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    expect(within(payableCard).getByText('The order is cancelled automatically at 2099-01-01 10:30:00')).toBeInTheDocument();
  });

  it('says on the Unpaid tab that an order is payable until its own time and then stays under All, in both languages', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: /Unpaid/ }));
    const note = await screen.findByText(/can be paid until the time shown on it/);
    expect(note).toHaveTextContent('All still lists it, marked Expired');
    expect(note).not.toHaveTextContent(/30 minutes/);
    expect(await screen.findByRole('article', { name: 'Order 8' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByText(/“全部”中仍会列出该订单/)).not.toHaveTextContent(/30 分钟/);
  });
});
