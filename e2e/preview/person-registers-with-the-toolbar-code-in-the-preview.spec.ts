import { chooseOption } from '../support/checkout';
import { codeFromToolbar } from '../support/mock-toolbar';
import { expect, previewStarted, test } from '../support/preview-fixtures';
import { PREVIEW_BASE } from '../support/preview-host';

test('in the static preview, a person registers with the code the mock toolbar shows, then logs in', async ({ page }) => {
  const email = 'rob.register@example.test';
  const password = 'Preview1234!';
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('register: send the code, read it in the toolbar, create the account', async () => {
    // From the preview's address, as its link is shared: a plain static host has nothing at /register until the
    // preview's service worker is installed; from then on, deep links and reloads work.
    await page.goto('');
    await previewStarted(page);
    await page.goto('register');
    await field('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await field('Verification code').fill(await codeFromToolbar(page, email));
    await field('First name').fill('Rob');
    await field('Last name').fill('Register');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await chooseOption(page, 'Country or region', /United Kingdom/, 'United Kingdom');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}login$`));
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  });

  await test.step('after a reload the account is still there: log in with it', async () => {
    await page.reload();
    await field('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}personalCenter`));
    await page.goto('personalCenter/1');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  });
});
