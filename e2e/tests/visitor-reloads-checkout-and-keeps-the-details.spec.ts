import type { Page } from '@playwright/test';
import { bookableTour } from '../support/booking';
import { chooseOption } from '../support/checkout';
import { checkoutWithDraft } from '../support/checkout-draft';
import { CARDS } from '../support/demo-data';
import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

const SIZES = LAPTOP_AND_PHONE;

/** The checkout's words in each language (web/src/lib/i18n/locales/{en,zh}/checkout.json and common.json). */
const WORDS = {
  en: {
    heading: 'Checkout',
    ...{ firstName: 'First name', lastName: 'Last name', email: 'Email', code: 'Verification code', mobile: 'Mobile' },
    ...{ region: 'Country or region', country: 'United Kingdom', send: 'Send code', resend: /^Resend in (\d+) s$/ },
    ...{ creditCard: 'Credit card', cardNumber: 'Card number' },
  },
  zh: {
    heading: '结账',
    ...{ firstName: '名', lastName: '姓', email: '电子邮箱', code: '验证码', mobile: '手机号码' },
    ...{ region: '国家或地区', country: '英国', send: '发送验证码', resend: /^(\d+) 秒后重发$/ },
    ...{ creditCard: '信用卡', cardNumber: '卡号' },
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const regionBox = (page: Page, words: Words) =>
  page.getByRole('combobox', { name: words.region, exact: true }).or(field(page, words.region)).first();

/** The seconds Send code still waits, read from its label. */
async function resendSeconds(page: Page, words: Words): Promise<number> {
  const label = (await page.getByRole('button', { name: words.resend }).textContent()) ?? '';
  return Number(words.resend.exec(label.trim())?.[1]);
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use(size.use);

    for (const language of ['en', 'zh'] as const) {
      const words = WORDS[language];

      test(`a visitor who reloads checkout keeps the details typed and the code's wait, but not the card (${language})`, async ({
        page,
        shop,
        mock,
      }) => {
        const tour = await bookableTour(shop);
        await checkoutWithDraft(page, mock, tour);
        if (language === 'zh') {
          await page.evaluate(() => window.localStorage.setItem('language', 'zh'));
          await page.reload();
        }
        await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();

        const email = `reload-${language}-${size.name}@example.com`;
        await field(page, words.firstName).fill('Grace');
        await field(page, words.lastName).fill('Hopper');
        await field(page, words.email).fill(email);
        await page.getByRole('button', { name: words.send }).click();
        await expect(page.getByRole('button', { name: words.resend })).toBeVisible();
        const code = await mock.latestCode(email);
        await field(page, words.code).fill(code);
        await chooseOption(page, words.region, new RegExp(words.country), words.country);
        await field(page, words.mobile).fill('7700 900123');
        await page.getByRole('radio', { name: words.creditCard }).check();
        await page.getByTestId('card-details').getByRole('textbox', { name: words.cardNumber }).fill(CARDS.success);
        const waitBefore = await resendSeconds(page, words);

        await page.reload();

        await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
        await expect(field(page, words.firstName)).toHaveValue('Grace');
        await expect(field(page, words.lastName)).toHaveValue('Hopper');
        await expect(field(page, words.email)).toHaveValue(email);
        await expect(field(page, words.code)).toHaveValue(code);
        await expect(field(page, words.mobile)).toHaveValue('7700 900123');
        await expect(regionBox(page, words)).toHaveValue(new RegExp(words.country));
        // The code cannot be asked again before the spec's 60 s from the send, and the wait goes on from where it was.
        const resend = page.getByRole('button', { name: words.resend });
        await expect(resend).toHaveAttribute('aria-disabled', 'true');
        const waitAfter = await resendSeconds(page, words);
        expect(waitAfter).toBeGreaterThan(0);
        expect(waitAfter).toBeLessThanOrEqual(waitBefore);
        // Never the card: it is typed again.
        await page.getByRole('radio', { name: words.creditCard }).check();
        await expect(page.getByTestId('card-details').getByRole('textbox', { name: words.cardNumber })).toHaveValue('');
        const kept = await page.evaluate(() => JSON.stringify(window.sessionStorage));
        expect(kept).not.toContain(CARDS.success);
      });
    }
  });
}
