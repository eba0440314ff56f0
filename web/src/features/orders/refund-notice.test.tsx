import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@tours/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRefundOrder } from '../../lib/refund-order-state';
import { mockApi } from '../../test/fetch-mock';
import { orderFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => vi.unstubAllGlobals());

describe('OrderDetailPage of a refunded order', () => {
  it('says the refund was made with the amount, and View refund opens the result screen with the order', async () => {
    const user = userEvent.setup();
    const refunded = orderFixture({ status: OrderStatus.Refund, payStatus: true, payPrice: 390, currencyInco: '$' });
    mockApi({ '/trade/order/get-detail': refunded });
    const { router } = renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Refunded');
    expect(notice).toHaveTextContent('The refund was made: $390 has been returned to your account.');
    expect(screen.getByText('Refund', { exact: true })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View refund' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderWaitingRefund/9'));
    expect(readRefundOrder(router.state.location.state, 9)).toEqual(refunded);
  });

  it('shows no refund notice on an order that is not refunded', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture({ status: OrderStatus.Booked, payStatus: true }) });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View refund' })).not.toBeInTheDocument();
  });
});
