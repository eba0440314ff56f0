import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { bookingDraftFixture, quoteFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CheckoutPage } from './checkout-page';

afterEach(() => vi.unstubAllGlobals());

const countries = [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }];
const currencies = [
  { id: 1, moneyName: 'USD', moneyIcon: '$' },
  { id: 2, moneyName: 'CNY', moneyIcon: '¥' },
];

/** A visitor's checkout for a booking priced in `currencyId` (2: CNY, which the wallet refuses). */
async function openCheckout(currencyId = 1) {
  window.sessionStorage.setItem(STORAGE_BOOKING_DRAFT, JSON.stringify({ ...bookingDraftFixture(), currencyId }));
  const api = mockApi({ '/trade/order/settlement': quoteFixture, '/country': countries, '/currency/check': { list: currencies } });
  renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  await screen.findByRole('button', { name: 'Firm payment' });
  return { api, user: userEvent.setup() };
}

const firmPayment = () => screen.getByRole('button', { name: 'Firm payment' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const sentCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((c) => c.path).filter((p) => !['/country', '/trade/order/settlement', '/currency/check'].includes(p));

describe('Firm payment on an incomplete checkout', () => {
  it('flags every field that stops the payment at once, focuses the first, and says the spec’s first message by the button', async () => {
    const { api, user } = await openCheckout(2);
    await user.click(firmPayment());

    // Every field at once, the first of the form focused. The form focuses the field as it sets the errors, and React
    // draws their messages in the next commit, so the test waits for both.
    await waitFor(() => expect(textbox('First name')).toHaveFocus());
    expect(await screen.findByText('Enter your First Name')).toBeInTheDocument();
    for (const message of ['Enter your Last Name', 'Enter your email address', 'Please enter the verification code']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Please select a country')).toBeInTheDocument();
    // The form's own message keeps spec §5's order: the method comes first.
    expect(firmPayment()).toHaveAccessibleDescription('Please choose a payment method');
    // Under the method's choices, and by the button.
    expect(screen.getAllByText('Please choose a payment method')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(firmPayment());
    await waitFor(() => expect(firmPayment()).toHaveAccessibleDescription('This currency is not supported'));

    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.click(firmPayment());
    await waitFor(() => expect(firmPayment()).toHaveAccessibleDescription('Enter your First Name'));
    // Nine presses before, one now: every card field is flagged with the rest.
    for (const message of ['Enter the card number', 'Choose the expiry month of the card', 'Enter the security code']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sentCalls(api)).toEqual([]);
  });

  it('flags each wrong card field with its own problem at once and focuses the first of them', async () => {
    const { api, user } = await openCheckout();
    await user.type(textbox('First name'), 'Ada');
    await user.type(textbox('Last name'), 'Lovelace');
    await user.type(textbox('Email'), 'ada@example.com');
    await user.type(textbox('Verification code'), '123456');
    await user.click(screen.getByRole('combobox', { name: 'Country or region' }));
    await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.type(textbox('Card number'), '4242 4242 4242 4241');
    await user.type(textbox('Security code'), '12');
    await user.click(firmPayment());

    await waitFor(() => expect(textbox('Card number')).toHaveFocus());
    expect(screen.getAllByText('This card number is not valid').length).toBeGreaterThan(0);
    expect(screen.getByText('Choose the expiry month of the card')).toBeInTheDocument();
    expect(screen.getByText('The security code is 3 or 4 digits')).toBeInTheDocument();
    expect(firmPayment()).toHaveAccessibleDescription('This card number is not valid');
    expect(sentCalls(api)).toEqual([]);
  });
});
