import type { Locator, Page } from '@playwright/test';
import { bookableTour, bookThroughPanel } from '../support/booking';
import { SPEC_MESSAGES } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('after an email error, the first click on Send code on /register sends the code and starts the countdown', async ({
  page,
  mock,
  world,
}) => {
  const email = `first-click-${world.name}@example.test`;
  await page.goto('/register');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Email').blur();
  await expect(page.getByText(SPEC_MESSAGES.emailFormat, { exact: true })).toBeVisible();

  await field(page, 'Email').fill(email);
  // One click, straight from the corrected field: the button must not move under the pointer.
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
  expect(await mock.latestCode(email)).toMatch(/^\d{6}$/);
  await expect(page.getByText(SPEC_MESSAGES.emailFormat, { exact: true })).toHaveCount(0);
});

/** Send code without a usable email names the problem at the field and moves the focus there; nothing is sent. */
async function expectEmailMessage(scope: Locator, message: string) {
  await scope.getByRole('button', { name: 'Send code' }).click();
  await expect(scope.getByText(message, { exact: true })).toBeVisible();
  await expect(scope.getByRole('textbox', { name: 'Email' })).toBeFocused();
}

test('the sign-up dialog: an email error, then the first Send code click sends', async ({ page, mock, world }) => {
  const email = `dialog-click-${world.name}@example.test`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in or sign up' }).getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expectEmailMessage(signUp, SPEC_MESSAGES.emailRequired);
  await signUp.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await signUp.getByRole('textbox', { name: 'Email' }).blur();
  await expect(signUp.getByText(SPEC_MESSAGES.emailFormat, { exact: true })).toBeVisible();

  await signUp.getByRole('textbox', { name: 'Email' }).fill(email);
  await signUp.getByRole('button', { name: 'Send code' }).click();
  await expect(signUp.getByRole('button', { name: /Resend in/ })).toBeVisible();
  expect(await mock.latestCode(email)).toMatch(/^\d{6}$/);
});

test('checkout: Send code without a usable email says so at the field; once corrected, the first click sends', async ({
  page,
  shop,
  mock,
  world,
}) => {
  const email = `checkout-click-${world.name}@example.test`;
  await bookThroughPanel(page, await bookableTour(shop));
  const main = page.getByRole('main');
  await expectEmailMessage(main, SPEC_MESSAGES.email);
  await page.keyboard.type('not-an-email');
  await expectEmailMessage(main, SPEC_MESSAGES.emailFormat);
  expect(await mock.outbox('not-an-email')).toEqual([]);

  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(main.getByText(SPEC_MESSAGES.emailFormat, { exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByRole('button', { name: /Resend in/ })).toBeVisible();
  expect(await mock.latestCode(email)).toMatch(/^\d{6}$/);
});

test('merchant application: Send code without a usable email says so at the field', async ({ page, mock, world }) => {
  const email = `merchant-click-${world.name}@example.test`;
  await page.goto('/Settled');
  const form = page.getByRole('form', { name: 'Merchant application' });
  await expectEmailMessage(form, SPEC_MESSAGES.emailRequired);
  await page.keyboard.type('guide@');
  await expectEmailMessage(form, SPEC_MESSAGES.emailFormat);

  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
  expect(await mock.latestCode(email)).toMatch(/^\d{6}$/);
});
