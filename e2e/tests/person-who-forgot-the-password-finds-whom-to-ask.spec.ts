import { PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

const LAPTOP = { width: 1280, height: 800 };

/**
 * The spec has no call to reset a password (backend question 50): the login page says so, and shows the shop's
 * contact text, the same the footer shows, in the visitor's language.
 */
const LANGUAGES = [
  {
    ...{ language: 'en', address: '/login', title: 'Forgot your password?', contactLine: /we answer within one working day/ },
    ...{ logIn: 'Log in', email: 'Email', continue: 'Continue' },
  },
  {
    ...{ language: 'zh', address: '/login?lang=zh', title: '忘记密码？', contactLine: /我们会在一个工作日内回复/ },
    ...{ logIn: '登录', email: '电子邮箱', continue: '继续' },
  },
] as const;

for (const [size, viewport] of [
  ['laptop', LAPTOP],
  ['phone', PHONE.viewport],
] as const) {
  for (const words of LANGUAGES) {
    const { language, address, title, contactLine } = words;
    test(`at a ${size} in ${language}, the login page and the login dialog say whom to ask when the password is forgotten`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(address);
      const help = page.getByRole('main').getByRole('region', { name: title });
      await expect(help).toBeVisible();
      await expect(help.getByText('hello@tours.test')).toBeVisible();
      await expect(help.getByText(contactLine)).toBeVisible();

      await page.getByRole('navigation').getByRole('button', { name: words.logIn }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: words.email }).fill('traveller@example.com');
      await dialog.getByRole('button', { name: words.continue }).click();
      await dialog.getByRole('button', { name: title }).click();
      await expect(dialog.getByRole('region', { name: title }).getByText(contactLine)).toBeVisible();
    });
  }
}
