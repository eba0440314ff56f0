import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { bookingDraftFixture, quoteFixture as quote } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const draft = bookingDraftFixture();
const member = {
  ...{ name: 'Ada', surname: 'Lovelace', nickname: 'ada', email: 'ada@example.com', mobile: '555', areaId: 44, logo: '' },
  ...{ fullName: 'Ada Lovelace', areaName: 'United Kingdom', currencyId: 1, languageId: 1, language: 'en' },
};
const countries = [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }];
const assign = vi.fn();

const currencies = [
  { id: 1, moneyName: 'USD', moneyIcon: '$' },
  { id: 2, moneyName: 'CNY', moneyIcon: '¥' },
];

function openCheckout(answers: Record<string, unknown>, storedDraft: object = draft) {
  window.sessionStorage.setItem(STORAGE_BOOKING_DRAFT, JSON.stringify(storedDraft));
  const api = mockApi({
    '/trade/order/settlement': quote,
    '/country': countries,
    '/member/info': member,
    '/currency/check': { list: currencies },
    ...answers,
  });
  return { api, user: userEvent.setup(), ...renderWithProviders(<CheckoutPage />, { route: '/checkout' }) };
}

type User = ReturnType<typeof userEvent.setup>;
const typeInto = (user: User, name: string, text: string) => user.type(screen.getByRole('textbox', { name }), text);
const firm = (user: User) => user.click(screen.getByRole('button', { name: 'Firm payment' }));
/** December of this year: never before this month. */
async function chooseExpiry(user: User) {
  await user.click(screen.getByRole('button', { name: 'Expiry date' }));
  await user.click(await screen.findByRole('button', { name: /^Dec/ }));
}
async function fillVisitorWithCard(user: User, cardNumber = '4242 4242 4242 4242') {
  await typeInto(user, 'First name', 'Ada');
  await typeInto(user, 'Last name', 'Lovelace');
  await typeInto(user, 'Email', 'ada@example.com');
  await typeInto(user, 'Verification code', '123456');
  await user.click(screen.getByRole('combobox', { name: 'Country or region' }));
  await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
  await user.click(screen.getByRole('radio', { name: 'Credit card' }));
  await typeInto(user, 'Card number', cardNumber);
  await typeInto(user, 'Name on card', 'ADA LOVELACE');
}
const paths = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((c) => c.path).filter((p) => !['/country', '/trade/order/settlement', '/member/info', '/currency/check'].includes(p));

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, origin: 'http://shop.test', assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('stays and says there is nothing to check out when there is no stored draft', async () => {
    mockApi({});
    const { router } = renderWithProviders(<CheckoutPage />, { route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Nothing to check out yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/productList');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the quote with its lines, as the tour page showed them, and the 30-minute hold', async () => {
    openCheckout({});
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$90');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(
      within(summary)
        .getAllByTestId('quote-line')
        .map((line) => line.textContent),
    ).toEqual(['Adult$45.00 × 2$90.00']);
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(/^(30:00|29:5\d)$/);
  });

  it('registers a visitor on the fly, stores the token, then saves the card, creates the order and the payment', async () => {
    const { api, router, user } = openCheckout({
      '/verify/register': { token: 'fresh-token' },
      '/member/bankcard/add': { id: 1, bankType: 1, bankInco: '', bankNumber: '**** 4242', createTime: '' },
      '/trade/order/create': { id: 9, payOrderId: 900 },
      '/trade/order/pay/submit': { displayContent: '{"links":[]}' },
    });
    await fillVisitorWithCard(user, '4242424242424242');
    await chooseExpiry(user);
    await typeInto(user, 'Security code', '123');
    await user.click(screen.getByRole('checkbox', { name: /Save this card/ }));
    await firm(user);
    expect(await screen.findByRole('dialog', { name: 'Have you paid?' })).toBeInTheDocument();
    // Ticked, the card is saved before the payment (spec §5); the account and the order come first.
    expect(paths(api)).toEqual(['/verify/register', '/trade/order/create', '/member/bankcard/add', '/trade/order/pay/submit']);
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    const registered = api.bodiesOf('/verify/register')[0];
    expect(registered?.get('name')).toBe('Ada');
    expect(registered?.get('surname')).toBe('Lovelace');
    expect(registered?.get('username')).toBe('ada@example.com');
    expect(registered?.get('areaId')).toBe('44');
    expect(registered?.get('password')).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d]).{20}$/);
    expect(api.bodiesOf('/member/bankcard/add')[0]?.toString()).toBe('bankType=1&number=4242424242424242&cardName=ADA+LOVELACE');
    const pay = api.bodiesOf('/trade/order/pay/submit')[0];
    expect(pay?.get('id')).toBe('900');
    expect(pay?.get('payMode')).toBe('card');
    expect(pay?.get('returnUrl')).toBe('http://shop.test/orderInfo/9?type=1');
    expect(pay?.get('cancelUrl')).toBe('http://shop.test/orderInfo/9');
    expect(pay?.get('cardExpiry')).toMatch(/^\d{4}-12$/);
    expect(window.sessionStorage.getItem(STORAGE_BOOKING_DRAFT)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orderInfo/9?type=1'));
  });

  it('pre-fills a logged-in member’s profile, asks no code, and sends the wallet to the second link', async () => {
    window.localStorage.setItem('token', 'member-token');
    const links = [{ href: 'http://pay.test/self' }, { href: 'http://pay.test/approve?token=abc' }];
    const { api, user } = openCheckout({
      '/trade/order/create': { id: 9, payOrderId: 900 },
      '/trade/order/pay/submit': { displayContent: JSON.stringify({ id: 'abc', status: 'CREATED', links }) },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada'));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await firm(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/approve?token=abc'));
    expect(paths(api)).toEqual(['/trade/order/create', '/trade/order/pay/submit']);
    expect(api.bodiesOf('/trade/order/pay/submit')[0]?.get('payMode')).toBe('quick');
  });

  it('does not follow a relative approval link: the order page says why, as for a failed payment', async () => {
    window.localStorage.setItem('token', 'member-token');
    const links = [{ href: '/mock-paypal/orders/abc' }, { href: '/mock-paypal/checkout?token=abc', rel: 'approve' }];
    const { router, user } = openCheckout({
      '/trade/order/create': { id: 9, payOrderId: 900 },
      '/trade/order/pay/submit': { displayContent: JSON.stringify({ id: 'abc', status: 'CREATED', links }) },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada'));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await firm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderInfo/9'));
    expect(router.state.location.state).toEqual({
      paymentFailed: true,
      reason: 'PayPal answered an approval address the shop cannot open, so nothing was charged. Please try again, or pay by card.',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the order page with the payment error when the payment cannot be created', async () => {
    window.localStorage.setItem('token', 'member-token');
    const { api, router, user } = openCheckout({ '/trade/order/create': { id: 9, payOrderId: 900 } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada'));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await firm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderInfo/9'));
    expect(router.state.location.state).toEqual({ paymentFailed: true, reason: 'no answer for /trade/order/pay/submit' });
    expect(paths(api)).toEqual(['/trade/order/create', '/trade/order/pay/submit']);
  });
  it('does not save the card unless asked, and carries a refusal’s reason to the order page', async () => {
    const { api, router, user } = openCheckout({
      '/verify/register': { token: 'fresh-token' },
      '/trade/order/create': { id: 9, payOrderId: 900 },
      '/trade/order/pay/submit': envelopeError(409, 'cardNumber: Your card was declined; please use another card'),
    });
    await fillVisitorWithCard(user);
    await chooseExpiry(user);
    await typeInto(user, 'Security code', '123');
    await firm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderInfo/9'));
    expect(router.state.location.state).toEqual({
      paymentFailed: true,
      reason: 'cardNumber: Your card was declined; please use another card',
    });
    expect(paths(api)).toEqual(['/verify/register', '/trade/order/create', '/trade/order/pay/submit']);
  });

  it('names a card field the server refused by its label, never by the request field', async () => {
    window.localStorage.setItem('token', 'member-token');
    const { user } = openCheckout({
      '/trade/order/create': { id: 9, payOrderId: 900 },
      '/member/bankcard/add': envelopeError(400, 'number: must be a card number'),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada'));
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await typeInto(user, 'Card number', '4242424242424242');
    await typeInto(user, 'Name on card', 'ADA');
    await chooseExpiry(user);
    await typeInto(user, 'Security code', '123');
    await user.click(screen.getByRole('checkbox', { name: /Save this card/ }));
    await firm(user);
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.queryByText(/number:/)).not.toBeInTheDocument();
  });

  it('keeps the hold’s start over a reload and refuses to pay once it has run out', async () => {
    const holdKey = `${STORAGE_BOOKING_DRAFT}.holdStartedAt`;
    window.sessionStorage.setItem(holdKey, String(Date.now() - 29 * 60_000 - 30_000));
    const first = openCheckout({});
    expect(await screen.findByTestId('hold-countdown')).toHaveTextContent(/^00:(29|30)$/);
    first.unmount();
    window.sessionStorage.setItem(holdKey, String(Date.now() - 31 * 60_000));
    openCheckout({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Hold expired');
    expect(screen.getByRole('link', { name: 'Back to the tour' })).toHaveAttribute('href', '/productInfo/5');
    expect(screen.queryByRole('button', { name: 'Firm payment' })).not.toBeInTheDocument();
  });
});
