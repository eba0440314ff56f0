import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

/**
 * Words that say what happened: Send code names the address the code went to (the server's own answer is a bare
 * "Success"), and a home row the backend has no tours for says so under its heading, in the visitor's language.
 */
const LANGUAGES = [
  {
    code: 'en',
    email: 'Email',
    send: 'Send code',
    sent: (to: string) => `Code sent to ${to}`,
    newRoutes: 'New Routes',
    none: 'No tours to show here right now.',
  },
  {
    code: 'zh',
    email: '电子邮箱',
    send: '发送验证码',
    sent: (to: string) => `验证码已发送至 ${to}`,
    newRoutes: '新线路',
    none: '这里暂时没有可显示的线路。',
  },
] as const;

for (const { name, use } of LAPTOP_AND_PHONE) {
  test.describe(`at a ${name}`, () => {
    test.use(use);

    for (const words of LANGUAGES) {
      test(`in ${words.code}, Send code says where the code went, and an empty home row says it has no tours`, async ({
        page,
        mock,
        usePreferences,
      }) => {
        await usePreferences({ language: words.code });
        const email = `${words.code}-${name}@example.com`;

        await test.step('Send code on the register page', async () => {
          await page.goto('/register');
          await page.getByRole('textbox', { name: words.email, exact: true }).fill(email);
          await page.getByRole('button', { name: words.send }).click();
          await expect(page.getByRole('alert').filter({ hasText: words.sent(email) })).toBeVisible();
          await expect(page.getByText('Success', { exact: true })).toHaveCount(0);
        });

        await test.step('a home row with no tours', async () => {
          await mock.setOverride({ call: 'product.search', match: { recommendNew: true }, answer: { code: 200, data: [] } });
          await page.goto('/');
          const row = page.getByRole('region', { name: words.newRoutes, exact: true });
          await expect(row.getByText(words.none)).toBeVisible();
          await expect(row.getByRole('article')).toHaveCount(0);
        });
      });
    }
  });
}
