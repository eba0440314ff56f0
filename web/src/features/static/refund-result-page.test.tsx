import { screen, within } from '@testing-library/react';
import { OrderStatus } from '@tours/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveRefundRequest } from '../../lib/refund-request-store';
import { mockApi } from '../../test/fetch-mock';
import { orderFixture } from '../../test/fixtures';
import { RefundResultPage } from './refund-result-page';
import { renderWithOrder } from './refund-test-helpers';

const PATTERN = '/orderWaitingRefund/:id';
const refunded = orderFixture({ id: 9, status: OrderStatus.Refund, payStatus: true, payPrice: 390, currencyInco: '$' });
const SUCCESS = 'The refund has been successful and the amount has been refunded to your account';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const facts = () => screen.getByRole('region', { name: 'Refund details' });

describe('RefundResultPage', () => {
  it('shows the success message with the order’s own amount, and the request this browser kept', async () => {
    const api = mockApi({});
    saveRefundRequest(9, { type: 'weather', instructions: 'Storm warning' }, Date.parse('2026-03-04T05:06:07Z'));
    await renderWithOrder(<RefundResultPage />, PATTERN, '/orderWaitingRefund/9', refunded);
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    expect(within(facts()).getByText('$390')).toBeInTheDocument();
    expect(within(facts()).getByText('Bad weather')).toBeInTheDocument();
    expect(within(facts()).getByText('Storm warning')).toBeInTheDocument();
    expect(within(facts()).getByText('2026-03-04 05:06:07')).toBeInTheDocument();
    expect(within(facts()).getByText('In the refund email we sent you')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order 9' })).toHaveTextContent('Tea plantation walk');
    expect(screen.getByRole('link', { name: 'Back to order 9' })).toHaveAttribute('href', '/orderInfo/9');
    expect(document.body).not.toHaveTextContent('$90.00');
    expect(document.body).not.toHaveTextContent(/2030-05-10 10:30:00|2030-05-11 09:12:00/);
    expect(api.calls).toEqual([]);
  });

  it('invents no date: without a kept request it leaves type, instructions and application time out and says why', async () => {
    await renderWithOrder(<RefundResultPage />, PATTERN, '/orderWaitingRefund/9', refunded);
    expect(within(facts()).getByText('$390')).toBeInTheDocument();
    expect(screen.queryByText('Application time')).not.toBeInTheDocument();
    expect(screen.queryByText('Refund type')).not.toBeInTheDocument();
    expect(screen.getByText(/holds no refund request for this order/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('claims no success for an order that is not refunded yet', async () => {
    await renderWithOrder(
      <RefundResultPage />,
      PATTERN,
      '/orderWaitingRefund/9',
      orderFixture({ id: 9, status: OrderStatus.Booked, payStatus: true }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('The refund has not been made yet. We will email you the result within 24 hours.');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.queryByText('Refund time')).not.toBeInTheDocument();
  });

  it('opened by its address: asks the server for the order and shows its refund', async () => {
    const api = mockApi({ '/trade/order/get-detail': refunded });
    await renderWithOrder(<RefundResultPage />, PATTERN, '/orderWaitingRefund/9', null);
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(within(facts()).getByText('$390')).toBeInTheDocument();
    expect(api.bodiesOf('/trade/order/get-detail').map(String)).toEqual(['id=9']);
  });

  it('for an unpaid order: no refund to show, why, and the way on; no facts, no success', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture({ id: 9, status: OrderStatus.Unpaid, payStatus: false }) });
    await renderWithOrder(<RefundResultPage />, PATTERN, '/orderWaitingRefund/9', null);
    const reason = await screen.findByRole('status');
    expect(reason).toHaveTextContent('This order has not been paid, so there is nothing to refund.');
    expect(within(reason).getByRole('link', { name: 'View order 9' })).toHaveAttribute('href', '/orderInfo/9');
    expect(within(reason).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/personalCenter/2');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refund details' })).not.toBeInTheDocument();
  });
});
