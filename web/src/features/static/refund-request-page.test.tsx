import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@tours/contract';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { readRefundRequest } from '../../lib/refund-request-store';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { orderFixture } from '../../test/fixtures';
import { RefundRequestPage } from './refund-request-page';
import { renderWithOrder } from './refund-test-helpers';

const PATTERN = '/orderInfoRequestRefund/:id';
const booked = orderFixture({ id: 9, status: OrderStatus.Booked, payStatus: true, payPrice: 390, currencyInco: '€' });

beforeAll(() => loadLanguage('zh'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const chooseType = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(screen.getByRole('combobox', { name: 'Refund type' }));
  await user.click(await screen.findByRole('option', { name: label }));
};

describe('RefundRequestPage', () => {
  it('shows the order it was opened from: picture, tour, reservation, party and the amount paid, without a call', async () => {
    const api = mockApi({});
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    const summary = screen.getByRole('region', { name: 'Order 9' });
    expect(within(summary).getByText('Tea plantation walk')).toBeInTheDocument();
    expect(within(summary).getByText('Reservation: 2030-05-12 09:00')).toBeInTheDocument();
    expect(within(summary).getByText('Adults 2, children 1')).toBeInTheDocument();
    expect(within(summary).getByText('Amount paid: €390')).toBeInTheDocument();
    expect(summary.querySelector('img')).toHaveAttribute('src', '/media/tour-5.svg');
    expect(screen.queryByText('No order details here')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opened by its address: asks the server for the order and, as it is booked, offers the form', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/trade/order/get-detail': booked });
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', null);
    expect(await screen.findByRole('region', { name: 'Order 9' })).toHaveTextContent('Amount paid: €390');
    expect(api.bodiesOf('/trade/order/get-detail').map(String)).toEqual(['id=9']);
    await chooseType(user, 'Bad weather');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We will email you the result within 24 hours.')).toBeInTheDocument();
  });

  it('opened by its address for an unpaid order: says there is nothing to refund, with the way on, and no form', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture({ id: 9, status: OrderStatus.Unpaid, payStatus: false }) });
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', null);
    const reason = await screen.findByRole('status');
    expect(reason).toHaveTextContent('This order has not been paid, so there is nothing to refund.');
    expect(within(reason).getByRole('link', { name: 'View order 9' })).toHaveAttribute('href', '/orderInfo/9');
    expect(within(reason).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/personalCenter/2');
    expect(screen.getByTestId('refund-order-paid')).toHaveTextContent('Order total, not paid: $90');
    expect(screen.queryByRole('combobox', { name: 'Refund type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says so in Chinese on a Chinese page', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture({ id: 9, status: OrderStatus.Unpaid, payStatus: false }) });
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', null);
    await act(() => i18n.changeLanguage('zh'));
    const reason = await screen.findByRole('status');
    expect(reason).toHaveTextContent('此订单尚未付款，因此无需退款。');
    expect(within(reason).getByRole('link', { name: '查看订单 9' })).toHaveAttribute('href', '/orderInfo/9');
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });

  it.each([
    [30, 'This tour has already taken place, so a refund can no longer be requested.'],
    [90, 'This order has already been refunded.'],
  ] as const)('an order in status %i, even handed over, gets its reason and no form', async (status, reason) => {
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', orderFixture({ id: 9, status, payStatus: true }));
    expect(screen.getByRole('status')).toHaveTextContent(reason);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('links a refunded order to its refund result', async () => {
    await renderWithOrder(
      <RefundRequestPage />,
      PATTERN,
      '/orderInfoRequestRefund/9',
      orderFixture({ id: 9, status: OrderStatus.Refund, payStatus: true }),
    );
    expect(screen.getByRole('link', { name: 'View the refund' })).toHaveAttribute('href', '/orderWaitingRefund/9');
  });

  it('an order the customer does not have is the not-found page', async () => {
    mockApi({ '/trade/order/get-detail': envelopeError(404, 'Order 9 does not exist') });
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("refuses Submit without a refund type with 'Please Select' at the field, and keeps nothing", async () => {
    const user = userEvent.setup();
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please Select')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Refund type' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(readRefundRequest(9)).toBeNull();
  });

  it('says the missing-type message in Chinese on a Chinese page', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    await act(() => i18n.changeLanguage('zh'));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择')).toBeInTheDocument();
    expect(screen.queryByText('Please Select')).not.toBeInTheDocument();
  });

  it('after Submit: the 24-hour promise, what was sent with the application time, kept in this browser, and a link to the order', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    await chooseType(user, 'Change of plans');
    await user.type(screen.getByRole('textbox', { name: 'Instructions' }), 'Flight cancelled');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will email you the result within 24 hours.');
    const stored = readRefundRequest(9);
    expect(stored).toMatchObject({ type: 'changeOfPlans', instructions: 'Flight cancelled' });
    expect(stored?.applicationTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const sent = screen.getByRole('region', { name: 'Your refund request' });
    expect(within(sent).getByText('Change of plans')).toBeInTheDocument();
    expect(within(sent).getByText('Flight cancelled')).toBeInTheDocument();
    expect(within(sent).getByText(stored?.applicationTime ?? 'missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order 9' })).toHaveAttribute('href', '/orderInfo/9');
    expect(api.calls).toEqual([]);
  });

  it('ignores a location state that holds another order than the route’s, and asks for the route’s', async () => {
    const api = mockApi({ '/trade/order/get-detail': booked });
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', orderFixture({ id: 12 }));
    expect(await screen.findByRole('region', { name: 'Order 9' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order 12' })).not.toBeInTheDocument();
    expect(api.bodiesOf('/trade/order/get-detail').map(String)).toEqual(['id=9']);
  });
});
