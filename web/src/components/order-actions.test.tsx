import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { orderFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { OrderActions } from './order-actions';

afterEach(() => vi.unstubAllGlobals());

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);
const linkNames = () => screen.queryAllByRole('link').map((l) => `${l.textContent} ${l.getAttribute('href')}`);

describe('OrderActions', () => {
  it('offers Pay Now with the automatic-cancel note on an unpaid order', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: 0 })} />);
    expect(buttonNames()).toEqual(['Pay Now']);
    expect(screen.getByText('The order is cancelled automatically at 2030-05-10 10:30:00')).toBeInTheDocument();
    expect(linkNames()).toEqual(['Message /personalCenter/6?id=7']);
  });

  it('offers Contact The Guide and Refund (to the refund request) on a booked order', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: 10 })} />);
    expect(buttonNames()).toEqual(['Contact The Guide']);
    expect(linkNames()).toEqual(['Refund /orderInfoRequestRefund/9', 'Message /personalCenter/6?id=7']);
  });

  it('offers Review only while a completed order has no review', () => {
    const { unmount } = renderWithProviders(<OrderActions order={orderFixture({ status: 30, commentStatus: false })} />);
    expect(linkNames()).toEqual(['Review /orderInfoEvaluate/9', 'Message /personalCenter/6?id=7']);
    unmount();
    renderWithProviders(<OrderActions order={orderFixture({ status: 30, commentStatus: true })} />);
    expect(linkNames()).toEqual(['Message /personalCenter/6?id=7']);
    expect(buttonNames()).toEqual([]);
  });

  it('adds a View link to the order page where the list asks for it (My Order)', () => {
    renderWithProviders(<OrderActions order={orderFixture({ status: 30, commentStatus: true })} withView />);
    expect(linkNames()).toEqual(['View /orderInfo/9', 'Message /personalCenter/6?id=7']);
  });

  it('Pay Now restarts the wallet payment and goes to its second link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://shop.test', assign });
    const links = [{ href: 'http://pay.test/self' }, { href: 'http://pay.test/approve' }];
    const api = mockApi({ '/trade/order/pay/submit': { displayContent: JSON.stringify({ links }) } });
    renderWithProviders(<OrderActions order={orderFixture({ status: 0 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/approve'));
    expect(Object.fromEntries(api.bodiesOf('/trade/order/pay/submit')[0] ?? [])).toEqual({
      id: '900',
      payMode: 'quick',
      returnUrl: 'http://shop.test/orderInfo/9?type=1',
      cancelUrl: 'http://shop.test/orderInfo/9',
    });
  });

  it('Pay Now shows the server’s message when the wallet cannot start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 409, message: 'This order has expired; please book again' }))),
    );
    renderWithProviders(<OrderActions order={orderFixture({ status: 0 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This order has expired; please book again')).toBeInTheDocument();
  });

  it('Contact The Guide sends a message, then opens the messages tab on that guide', async () => {
    const api = mockApi({ '/member/my/message/content/create': 3 });
    const { router } = renderWithProviders(<OrderActions order={orderFixture({ status: 10 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact The Guide' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/personalCenter/6?id=7'));
    expect(api.bodiesOf('/member/my/message/content/create')[0]?.get('merchantId')).toBe('7');
  });
});
