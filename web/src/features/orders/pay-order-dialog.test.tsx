import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@tours/contract';
import { messages } from '@tours/contract/rules';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { orderFixture } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders, TestProviders } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';

const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, origin: 'http://shop.test', assign });
});
afterEach(() => vi.unstubAllGlobals());

const openOrder = (route: string, answers: Record<string, unknown> = {}) => {
  const api = mockApi({ '/trade/order/get-detail': orderFixture(), '/country': [], ...answers });
  return { api, ...renderWithProviders(<OrderDetailPage />, { route, path: '/orderInfo/:id' }) };
};
const dialog = () => screen.findByRole('dialog', { name: 'Pay for order 9' });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const payDialog = await dialog();
  await user.click(within(payDialog).getByRole('radio', { name: 'Credit card' }));
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'ADA LOVELACE');
  await user.click(screen.getByRole('button', { name: 'Expiry date' }));
  await user.click(await screen.findByRole('button', { name: /^Dec/ }));
  await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
}

describe('Pay Now on the order page', () => {
  it('offers a new card or PayPal, and says a method must be chosen', async () => {
    const user = userEvent.setup();
    const { api } = openOrder('/orderInfo/9?pay=1');
    const payDialog = await dialog();
    expect(
      within(payDialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['card', 'quick']);
    await user.click(within(payDialog).getByRole('button', { name: 'Pay' }));
    expect(await within(payDialog).findByText(messages.paymentMethodRequired)).toBeInTheDocument();
    expect(api.bodiesOf('/trade/order/pay/submit')).toHaveLength(0);
  });

  it('checks the card before any call, then pays by card without saving it and polls the order', async () => {
    const user = userEvent.setup();
    const { api, router } = openOrder('/orderInfo/9?pay=1', { '/trade/order/pay/submit': { displayContent: '{"links":[]}' } });
    const payDialog = await dialog();
    await user.click(within(payDialog).getByRole('radio', { name: 'Credit card' }));
    await user.click(within(payDialog).getByRole('button', { name: 'Pay' }));
    // One press flags every missing card field, not one per press.
    expect(await within(payDialog).findByText('Enter the card number')).toBeInTheDocument();
    expect(within(payDialog).getByText('Enter the security code')).toBeInTheDocument();
    await fillCard(user, '4242424242424242');
    await user.click(within(payDialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orderInfo/9?type=1'));
    const pay = api.bodiesOf('/trade/order/pay/submit')[0];
    expect(pay?.get('payMode')).toBe('card');
    expect(pay?.get('cardNumber')).toBe('4242424242424242');
    expect(pay?.get('returnUrl')).toBe('http://shop.test/orderInfo/9?type=1');
    expect(api.bodiesOf('/member/bankcard/add')).toHaveLength(0);
  });

  it('saves the card first when ticked', async () => {
    const user = userEvent.setup();
    const { api } = openOrder('/orderInfo/9?pay=1', {
      '/member/bankcard/add': { id: 1, bankType: 1, bankInco: '', bankNumber: '**** 4242', createTime: '' },
      '/trade/order/pay/submit': { displayContent: '{"links":[]}' },
    });
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('checkbox', { name: /Save this card/ }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.bodiesOf('/trade/order/pay/submit')).toHaveLength(1));
    const order = api.calls.map((c) => c.path).filter((p) => p === '/member/bankcard/add' || p === '/trade/order/pay/submit');
    expect(order).toEqual(['/member/bankcard/add', '/trade/order/pay/submit']);
    expect(api.bodiesOf('/member/bankcard/add')[0]?.get('number')).toBe('4242424242424242');
  });

  it('comes back to the order with 信用资料有错，请检查 and the server’s reason when the card is declined', async () => {
    const user = userEvent.setup();
    openOrder('/orderInfo/9?pay=1', {
      '/trade/order/pay/submit': envelopeError(409, 'cardNumber: Your card was declined; please use another card'),
    });
    await fillCard(user, '4000000000000002');
    await user.click(within(await dialog()).getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card details are wrong, please check them'); // 信用资料有错，请检查 in English
    expect(alert).toHaveTextContent('Card number: Your card was declined; please use another card');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a payment refused because the order was paid meanwhile says so, with the order’s new status, never as a wrong card', async () => {
    const user = userEvent.setup();
    const unpaid = orderFixture();
    let paidElsewhere = false;
    const { api } = openOrder('/orderInfo/9?pay=1', {
      '/trade/order/get-detail': () => (paidElsewhere ? { ...unpaid, status: OrderStatus.Booked, payStatus: true } : unpaid),
      '/trade/order/pay/submit': () => {
        paidElsewhere = true;
        return envelopeError(409, 'This order is already paid');
      },
    });
    await fillCard(user, '4242424242424242');
    await user.click(within(await dialog()).getByRole('button', { name: 'Pay' }));
    const payDialog = await dialog();
    const notice = await within(payDialog).findByRole('status');
    expect(notice).toHaveTextContent('This order is already paid');
    expect(within(notice).getByText('Booked')).toBeInTheDocument();
    expect(screen.queryByText('Your card details are wrong, please check them')).not.toBeInTheDocument();
    expect(api.bodiesOf('/trade/order/pay/submit')).toHaveLength(1);
    await user.click(within(payDialog).getByRole('button', { name: 'View order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('sends PayPal to its approval page, or says in the dialog why it cannot start', async () => {
    const user = userEvent.setup();
    const links = [{ href: 'http://pay.test/self' }, { href: 'http://pay.test/approve' }];
    let answer: unknown = envelopeError(409, 'payMode: This currency is not supported');
    openOrder('/orderInfo/9?pay=1', { '/trade/order/pay/submit': () => answer });
    const payDialog = await dialog();
    await user.click(within(payDialog).getByRole('radio', { name: 'PayPal' }));
    await user.click(within(payDialog).getByRole('button', { name: 'Pay' }));
    expect(await within(payDialog).findByRole('alert')).toHaveTextContent('Pay with: This currency is not supported');
    answer = { displayContent: JSON.stringify({ links }) };
    await user.click(within(payDialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/approve'));
  });
  it("refuses a relative approval link: says why in the dialog instead of leaving for the shop's own 404", async () => {
    const user = userEvent.setup();
    const links = [{ href: '/checkout/self' }, { href: '/checkout?token=a1', rel: 'approve' }];
    openOrder('/orderInfo/9?pay=1', { '/trade/order/pay/submit': { displayContent: JSON.stringify({ links }) } });
    const payDialog = await dialog();
    await user.click(within(payDialog).getByRole('radio', { name: 'PayPal' }));
    await user.click(within(payDialog).getByRole('button', { name: 'Pay' }));
    expect(await within(payDialog).findByRole('alert')).toHaveTextContent(
      'PayPal answered an approval address the shop cannot open, so nothing was charged.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the order page after a payment attempt', () => {
  it('says the wallet payment was cancelled', async () => {
    openOrder('/orderInfo/9?payment=cancelled');
    expect(await screen.findByRole('status')).toHaveTextContent('Payment cancelled');
  });

  it('names no payment method before the order is paid', async () => {
    openOrder('/orderInfo/9');
    expect(await screen.findByText('Not paid yet')).toBeInTheDocument();
  });

  it('shows an order past its hold as expired, with no Pay Now', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture({ payExpireTime: '2020-01-01 10:30:00' }) });
    const router = createMemoryRouter([{ path: '/orderInfo/:id', element: <OrderDetailPage /> }], {
      initialEntries: ['/orderInfo/9?pay=1'],
    });
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByText('This order has expired')).toBeInTheDocument();
    expect(screen.getByText('Expired').closest('[data-status]')).toHaveAttribute('data-status', 'expired');
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/was cancelled automatically at 2020-01-01 10:30:00/)).toBeInTheDocument();
    expect(screen.queryByText(/is cancelled automatically/)).not.toBeInTheDocument();
  });
});
