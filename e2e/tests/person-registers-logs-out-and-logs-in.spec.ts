import type { Page } from '@playwright/test';
import { bookableTour, bookThroughPanel } from '../support/booking';
import { chooseOption } from '../support/checkout';
import { PASSWORD_RULE, SPEC_CHINESE_MESSAGES_IN_ENGLISH, SPEC_MESSAGES } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

// The spec writes it in Chinese (请阅读并同意协议); this journey runs in English, so it reads in English.
const AGREEMENT = SPEC_CHINESE_MESSAGES_IN_ENGLISH.agreementRequired;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a person registers with an emailed code, logs out and logs in, meeting every form message on the way', async ({
  page,
  shop,
  mock,
  world,
}) => {
  const email = `reg-${world.name}@example.test`;
  const password = 'Secret123!';
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/api/verify/register') registerCalls.push(request.postData() ?? '');
  });

  await test.step('the register page checks the email on blur and the names, password and region on submit', async () => {
    await page.goto('/register');
    await field(page, 'Email').focus();
    await field(page, 'Verification code').focus();
    await expect(page.getByText(SPEC_MESSAGES.emailRequired, { exact: true })).toBeVisible();
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Email').blur();
    await expect(page.getByText(SPEC_MESSAGES.emailFormat, { exact: true })).toBeVisible();

    // Send code does nothing unless the email matches the pattern (spec §5).
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(await mock.outbox('not-an-email')).toEqual([]);

    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText(SPEC_MESSAGES.fullNameRequired, { exact: true })).toHaveCount(2);
    await expect(page.getByText(SPEC_MESSAGES.passwordRequired, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country or region' })).toHaveAccessibleDescription(SPEC_MESSAGES.countryRequired);
    expect(registerCalls).toEqual([]);
  });

  await test.step('a password that breaks the stated rule is refused at its field, with no call', async () => {
    const passwordField = page.getByLabel('Password', { exact: true });
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await field(page, 'Verification code').fill(await mock.latestCode(email));
    await field(page, 'First name').fill('Rita');
    await field(page, 'Last name').fill('Register');
    await chooseOption(page, 'Country or region', /United Kingdom/, 'United Kingdom');
    await expect(page.getByRole('combobox', { name: 'Country or region' })).not.toHaveAccessibleDescription(SPEC_MESSAGES.countryRequired);
    await passwordField.fill('a');
    await expect(passwordField).toHaveAccessibleDescription(PASSWORD_RULE.refusal);
    await passwordField.fill('');
    await expect(passwordField).toHaveAccessibleDescription(SPEC_MESSAGES.passwordRequired);
    await passwordField.fill('letters-only');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText(PASSWORD_RULE.refusal, { exact: true })).toBeVisible();
    expect(registerCalls).toEqual([]);
    await passwordField.fill(password);
    await expect(passwordField).toHaveAccessibleDescription(PASSWORD_RULE.description);
  });

  await test.step('register with the code from the outbox, pressing twice: one call, and the server holds the account', async () => {
    await page.getByRole('button', { name: 'Create an account' }).dblclick();
    await expect(page).toHaveURL(/\/login$/);
    expect(registerCalls).toHaveLength(1);
    // The router moves the URL before React shows the login page (a transition): until its heading is there, the
    // Email and Password fields on screen are still the register page's, and focusing them tests nothing.
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    const token = await shop.logIn(email, password);
    expect((await shop.data('member.info', {}, token)).email).toBe(email);
  });

  await test.step('the login page has its own email message and asks for the agreement', async () => {
    await field(page, 'Email').focus();
    await page.getByLabel('Password', { exact: true }).focus();
    await expect(page.getByText(SPEC_MESSAGES.loginEmailRequired, { exact: true })).toBeVisible();
    // Leaving the empty password shows its message and moves the button; a click during that shift is lost.
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText(SPEC_MESSAGES.passwordRequired, { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(SPEC_MESSAGES.passwordRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(AGREEMENT, { exact: true })).toBeVisible();
    await field(page, 'Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(AGREEMENT, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in, log out, log in again', async () => {
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/personalCenter$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    // Logging out from inside the account centre, which sends visitors to /login, still lands on the home page.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/personalCenter$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });
});

test('the sign-up dialog checks the email on blur and the full name', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const entry = page.getByRole('dialog', { name: 'Log in or sign up' });
  await entry.getByRole('textbox', { name: 'Email' }).focus();
  await entry.getByRole('button', { name: 'Continue' }).focus();
  await expect(entry.getByText(SPEC_MESSAGES.emailRequired, { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await signUp.getByRole('button', { name: 'Create an account' }).click();
  await expect(signUp.getByText('Please enter your fullName!', { exact: true })).toBeVisible();
});

test('checkout flags every missing field at once, says the spec’s first message by Firm payment, and creates nothing', async ({
  page,
  shop,
  mock,
  usePreferences,
}) => {
  await usePreferences({ currencyId: 2 });
  const tour = await bookableTour(shop);
  await bookThroughPanel(page, tour);
  const ordersBefore = (await mock.orders()).length;
  const firm = page.getByRole('button', { name: 'Firm payment' });

  // One press flags every field; the button is described by the first message in the spec's order.
  await firm.click();
  await expect(firm).toHaveAccessibleDescription(SPEC_MESSAGES.choosePayment);
  for (const message of [SPEC_MESSAGES.firstName, SPEC_MESSAGES.lastName, SPEC_MESSAGES.email]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'First name')).toBeFocused();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await firm.click();
  await expect(firm).toHaveAccessibleDescription(SPEC_MESSAGES.currencyNotSupported);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await firm.click();
  await expect(firm).toHaveAccessibleDescription(SPEC_MESSAGES.firstName);
  // The form's message follows the fields as they are put right.
  await field(page, 'First name').fill('Cora');
  await expect(firm).toHaveAccessibleDescription(SPEC_MESSAGES.lastName);
  await expect(page.getByText(SPEC_MESSAGES.firstName, { exact: true })).toHaveCount(0);
  await field(page, 'Last name').fill('Checks');
  await firm.click();
  await expect(firm).toHaveAccessibleDescription(SPEC_MESSAGES.email);
  expect((await mock.orders()).length).toBe(ordersBefore);
});

test('the sign-in dialog: a refused login offers sign-up with the email and the reason, then the new account logs in', async ({
  page,
  mock,
  world,
}) => {
  const email = `dialog-${world.name}@example.test`;
  const password = 'Dialog123!';
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const entry = page.getByRole('dialog', { name: 'Log in or sign up' });
  await entry.getByRole('textbox', { name: 'Email' }).fill(email);
  await entry.getByRole('button', { name: 'Continue' }).click();

  // No call says whether an email has an account; the refused login says what to do next.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText(/do not match an account/)).toBeVisible();
  await login.getByRole('button', { name: 'Create an account with this email' }).click();

  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signUp.getByText(`We could not log you in with ${email} and that password.`, { exact: false })).toBeVisible();
  await expect(signUp.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await signUp.getByRole('button', { name: 'Send code' }).click();
  await expect(signUp.getByRole('button', { name: /Resend in/ })).toBeVisible();
  await signUp.getByRole('textbox', { name: 'Verification code' }).fill(await mock.latestCode(email));
  await signUp.getByRole('textbox', { name: 'Full name' }).fill('Dana Dialog');
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await chooseOption(page, 'Country or region', /United Kingdom/, 'United Kingdom');
  await signUp.getByRole('button', { name: 'Create an account' }).click();

  await expect(login.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/personalCenter$/);
});
