import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@tours/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRefundOrder } from '../lib/refund-order-state';
import { mockApi } from '../test/fetch-mock';
import { orderFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { OrderActions } from './order-actions';

afterEach(() => vi.unstubAllGlobals());

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);
const linkNames = () => screen.queryAllByRole('link').map((l) => `${l.textContent} ${l.getAttribute('href')}`);

describe('OrderActions', () => {
  it('offers Pay Now (the order page’s choice of card or wallet) with the automatic-cancel note on an unpaid order', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Unpaid })} />);
    expect(buttonNames()).toEqual([]);
    expect(linkNames()).toEqual(['Pay Now /orderInfo/9?pay=1', 'Message /personalCenter/6?id=7']);
    expect(screen.getByText('The order is cancelled automatically at 2030-05-10 10:30:00')).toBeInTheDocument();
  });

  it('offers no Pay Now and no cancel time in the past once the hold has run out', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Unpaid, payExpireTime: '2020-01-01 10:30:00' })} />);
    expect(linkNames()).toEqual(['Message /personalCenter/6?id=7']);
    expect(screen.queryByText(/cancelled automatically/)).not.toBeInTheDocument();
  });

  it('offers Contact The Guide and Refund (to the refund request) on a booked order', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Booked })} />);
    expect(buttonNames()).toEqual(['Contact The Guide']);
    expect(linkNames()).toEqual(['Refund /orderInfoRequestRefund/9', 'Message /personalCenter/6?id=7']);
  });

  it('Refund takes the order along in the location state: the refund screen makes no call', async () => {
    const user = userEvent.setup();
    const booked = orderFixture({ status: OrderStatus.Booked, payStatus: true });
    const { router } = renderWithProviders(<OrderActions order={booked} />);
    await user.click(screen.getByRole('link', { name: 'Refund' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderInfoRequestRefund/9'));
    expect(readRefundOrder(router.state.location.state, 9)).toEqual(booked);
  });

  it('offers Review only while a completed order has no review', () => {
    const { unmount } = renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Completed, commentStatus: false })} />);
    expect(linkNames()).toEqual(['Review /orderInfoEvaluate/9', 'Message /personalCenter/6?id=7']);
    unmount();
    renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Completed, commentStatus: true })} />);
    expect(linkNames()).toEqual(['Message /personalCenter/6?id=7']);
    expect(buttonNames()).toEqual([]);
  });

  it('adds a View link to the order page where the list asks for it (My Order)', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Completed, commentStatus: true })} withView />);
    expect(linkNames()).toEqual(['View /orderInfo/9', 'Message /personalCenter/6?id=7']);
  });

  it('Contact The Guide sends a message, then opens the messages tab on that guide', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/member/my/message/content/create': 3 });
    const { router } = renderWithProviders(<OrderActions order={orderFixture({ status: OrderStatus.Booked })} />);
    await user.click(screen.getByRole('button', { name: 'Contact The Guide' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/personalCenter/6?id=7'));
    expect(api.bodiesOf('/member/my/message/content/create')[0]?.get('merchantId')).toBe('7');
  });
});
