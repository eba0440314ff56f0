import { expect, type Locator, type Page } from '@playwright/test';
import type { MockControl } from './mock-control';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
}

/**
 * A Mantine select: bring it to the middle of the window as a person would before opening it, open it, type
 * to filter when it is searchable, then pick the option. Opened at the window's bottom edge, its list opens
 * off-screen, and scrolling to the option moves the list while the click is on its way (it lands on the page
 * below and closes the list).
 */
export async function chooseOption(page: Page, label: string, option: RegExp | string, search?: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true }).or(page.getByRole('textbox', { name: label, exact: true }));
  await box.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.first().click();
  if (search) await box.first().fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Personal details; a visitor also sends the code and types it in from the outbox. */
export async function fillPersonalDetails(page: Page, person: Person, visitor?: { mock: Pick<MockControl, 'latestCode'> }): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  if (visitor) {
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
    const code = await visitor.mock.latestCode(person.email);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await chooseOption(page, 'Country or region', /United Kingdom/, 'United Kingdom');
  }
  if (person.mobile) await page.getByRole('textbox', { name: 'Mobile' }).fill(person.mobile);
}

export interface CardOptions {
  /** Leave the expiry empty (the form must say so before any call). */
  withoutExpiry?: boolean;
  /** Tick "Save this card" (unticked by default). */
  save?: boolean;
}

/** Credit card details: number, type, holder, an expiry month in the future, security code and address. */
export async function fillCard(page: Page, cardNumber: string, holder: string, options: CardOptions = {}): Promise<void> {
  // A click that lands while the Pay Now dialog settles can be lost on a loaded machine (seen once in CI); a person
  // clicks again, and so does this.
  const creditCard = page.getByRole('radio', { name: 'Credit card' });
  await expect(async () => {
    await creditCard.check({ timeout: 2_000 });
  }).toPass();
  const card = page.getByTestId('card-details');
  await card.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await chooseOption(page, 'Card type', 'Visa');
  await card.getByRole('textbox', { name: 'Name on card' }).fill(holder);
  if (!options.withoutExpiry) {
    await card.getByRole('button', { name: 'Expiry date' }).click();
    // The picker opens on this year with past months disabled; next year's December is always valid.
    const picker = page.getByRole('dialog').last();
    await picker.getByRole('button', { name: 'Next year' }).click();
    await picker.getByRole('button', { name: /^Dec/ }).click();
  }
  await card.getByRole('textbox', { name: 'Security code' }).fill('123');
  await chooseOption(page, 'Country', /United Kingdom/, 'United Kingdom');
  await card.getByRole('textbox', { name: 'Province or municipality' }).fill('Greater London');
  await card.getByRole('textbox', { name: 'Address line 1' }).fill('1 Test Street');
  await card.getByRole('textbox', { name: 'Postal code' }).fill('SW1A 1AA');
  if (options.save) await card.getByRole('checkbox', { name: /Save this card/ }).check();
}

/** On an unpaid order's page: Pay Now opens the choice of card or wallet. */
export async function openPayNow(page: Page, orderId: number): Promise<Locator> {
  await page.getByRole('link', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Pay for order ${orderId}` });
  await expect(dialog).toBeVisible();
  return dialog;
}
