import { act, render, screen, waitFor, within } from '@testing-library/react';
import { type Order, OrderStatus } from '@tours/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDriftReports } from '../../api/drift';
import { mockApi } from '../../test/fetch-mock';
import { orderFixture } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders, TestProviders } from '../../test/render';
import { withoutNulls } from '../../test/spring-answers';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function answerInTurn(orders: Order[]) {
  let served = 0;
  return () => orders[Math.min(served++, orders.length - 1)];
}

describe('OrderDetailPage', () => {
  it('shows every field of the order detail', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture({ status: OrderStatus.Booked, payStatus: true, payTime: '2030-05-10 10:05:00' }) });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    const item = await screen.findByRole('article', { name: 'Tea plantation walk' });
    expect(within(item).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    for (const text of ['12 reviews', 'Per person', 'Reservation: 2030-05-12 09:00', 'Adults 2, children 1', 'Language: 英语']) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total $90');
    for (const text of ['1 item', 'All taxes and fees included', 'Ada', 'Lovelace', 'ada@example.com', '555 0100', 'Credit card']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('2030-05-10 10:05:00')).toBeInTheDocument();
    expect(screen.getByText('Booked')).toBeInTheDocument();
  });

  it("names the guide's language in the visitor's language, looked up in the language list by the order's Chinese name", async () => {
    mockApi({
      '/trade/order/get-detail': orderFixture({ status: OrderStatus.Booked, payStatus: true }),
      '/language/check': { list: [{ id: 1, name: 'English', chineseName: '英语' }] },
    });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    const item = await screen.findByRole('article', { name: 'Tea plantation walk' });
    expect(await within(item).findByText('Language: English')).toBeInTheDocument();
    expect(within(item).queryByText(/英语/)).not.toBeInTheDocument();
  });

  it('with type=1 polls every 3 s behind an overlay and stops once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unpaid = orderFixture();
    const api = mockApi({
      '/trade/order/get-detail': answerInTurn([unpaid, unpaid, { ...unpaid, status: OrderStatus.Booked, payStatus: true }]),
    });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9?type=1', path: '/orderInfo/:id' });
    const fetched = () => api.bodiesOf('/trade/order/get-detail').length;
    await waitFor(() => expect(fetched()).toBe(1));
    // The order drawn, still behind the overlay (another element than the one over the loading page).
    await screen.findByRole('article', { name: 'Tea plantation walk' });
    expect(screen.getByTestId('payment-overlay')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(fetched()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(within(dialog).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orderInfo/9');
    expect(screen.queryByTestId('payment-overlay')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(fetched()).toBe(3);
  });

  it('stops polling when the page goes away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/trade/order/get-detail': orderFixture() });
    const view = renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9?type=1', path: '/orderInfo/:id' });
    await waitFor(() => expect(api.bodiesOf('/trade/order/get-detail')).toHaveLength(1));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.bodiesOf('/trade/order/get-detail')).toHaveLength(1);
  });

  it('does not poll a booked order without type=1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/trade/order/get-detail': orderFixture({ status: OrderStatus.Booked, payStatus: true }) });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    await screen.findByText('Booked');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.bodiesOf('/trade/order/get-detail')).toHaveLength(1);
  });

  it('polls an unpaid order without type=1, and shows it booked once it was paid elsewhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unpaid = orderFixture();
    const api = mockApi({
      '/trade/order/get-detail': answerInTurn([unpaid, { ...unpaid, status: OrderStatus.Booked, payStatus: true }]),
    });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    await screen.findByText('Unpaid');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment successful' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.bodiesOf('/trade/order/get-detail')).toHaveLength(2);
  });

  it('reads payStatus 0 and 1 as a backend writes a bit column: polls while 0, says paid once 1 (spec §4: truthy)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unpaid = orderFixture({ payStatus: 0 });
    const paid = orderFixture({ status: OrderStatus.Booked, payStatus: 1, payTime: '2030-05-10 10:05:00' });
    const api = mockApi({ '/trade/order/get-detail': answerInTurn([unpaid, paid]) });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9?type=1', path: '/orderInfo/:id' });
    await screen.findByRole('article', { name: 'Tea plantation walk' });
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
    expect(screen.getByTestId('payment-overlay')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Credit card')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.bodiesOf('/trade/order/get-detail')).toHaveLength(2);
    expect(getDriftReports()).toEqual([]);
  });

  it('shows a total a backend wrote as text ("90.00") and a pay time it left out as it shows 90 and null', async () => {
    mockApi({ '/trade/order/get-detail': withoutNulls(orderFixture({ payPrice: '90.00', payTime: null })) });
    renderWithProviders(<OrderDetailPage />, { route: '/orderInfo/9', path: '/orderInfo/:id' });
    expect(await screen.findByTestId('order-total')).toHaveTextContent(/^Total \$90$/);
    expect(screen.getByText('Payment time').nextElementSibling).toHaveTextContent(/^—$/);
    expect(getDriftReports()).toEqual([]);
  });

  it('shows the payment failure message after a failed payment creation', async () => {
    mockApi({ '/trade/order/get-detail': orderFixture() });
    const router = createMemoryRouter([{ path: '/orderInfo/:id', element: <OrderDetailPage /> }], {
      initialEntries: [{ pathname: '/orderInfo/9', state: { paymentFailed: true } }],
    });
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card details are wrong, please check them');
  });
});
