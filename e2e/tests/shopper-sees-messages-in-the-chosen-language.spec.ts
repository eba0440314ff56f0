import type { Page } from '@playwright/test';
import { DEMO, SPEC_CHINESE_MESSAGES_IN_ENGLISH, SPEC_MESSAGES } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { chooseChineseInTheHeader } from '../support/language-dialog';

/** What the person reads in one language: the page's words and the messages. */
interface Language {
  email: string;
  password: string;
  agreement: RegExp;
  logIn: string;
  save: string;
  /** The login page's own "please enter your email address" (spec §5), or its Chinese. */
  emailRequired: string;
  /** The server's refusal of a wrong password, in the language the shop asked for (Accept-Language). */
  wrongPassword: string;
  /** 修改成功 (spec §8), or its English. */
  profileSaved: string;
  /** Where a login lands: the account centre, its address naming the language it is shown in. */
  accountAddress: RegExp;
}

const ENGLISH: Language = {
  email: 'Email',
  password: 'Password',
  agreement: /I have read and agree/,
  logIn: 'Log in',
  save: 'Save',
  emailRequired: SPEC_MESSAGES.loginEmailRequired,
  wrongPassword: 'Incorrect email or password',
  profileSaved: SPEC_CHINESE_MESSAGES_IN_ENGLISH.profileUpdated,
  accountAddress: /\/personalCenter$/,
};

const CHINESE: Language = {
  email: '电子邮箱',
  password: '密码',
  agreement: /我已阅读并同意/,
  logIn: '登录',
  save: '保存',
  emailRequired: '请输入您的邮箱地址',
  wrongPassword: '邮箱或密码错误',
  profileSaved: SPEC_MESSAGES.profileUpdated,
  accountAddress: /\/personalCenter\?lang=zh$/,
};

async function meetEveryKindOfMessage(page: Page, words: Language) {
  const main = page.getByRole('main');
  const logIn = main.getByRole('button', { name: words.logIn, exact: true });

  await test.step('a form message', async () => {
    await page.goto('/login');
    await logIn.click();
    await expect(main.getByText(words.emailRequired, { exact: true })).toBeVisible();
  });

  await test.step('a server message', async () => {
    await main.getByRole('textbox', { name: words.email, exact: true }).fill(DEMO.email);
    await main.getByLabel(words.password, { exact: true }).fill('not-the-password');
    await main.getByRole('checkbox', { name: words.agreement }).check();
    await logIn.click();
    await expect(page.getByText(words.wrongPassword, { exact: true })).toBeVisible();
  });

  await test.step('a success message', async () => {
    await main.getByLabel(words.password, { exact: true }).fill(DEMO.password);
    await logIn.click();
    await expect(page).toHaveURL(words.accountAddress);
    await main.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByText(words.profileSaved, { exact: true })).toBeVisible();
  });
}

test('a shopper reads the form, server and success messages in English', async ({ page }) => {
  await meetEveryKindOfMessage(page, ENGLISH);
  await expect(page.getByText(CHINESE.wrongPassword)).toHaveCount(0);
});

test('a shopper who chose Chinese reads the same messages in Chinese', async ({ page }) => {
  await chooseChineseInTheHeader(page);

  await meetEveryKindOfMessage(page, CHINESE);
  await expect(page.getByText(ENGLISH.wrongPassword)).toHaveCount(0);
});
