import { expect, type Page } from '@playwright/test';

/** The header's language and currency dialog in one language: its opener's name and its Done button. */
const PREFERENCES_DIALOG = {
  en: { opener: 'Language and currency', done: 'Done' },
  zh: { opener: '语言和货币', done: '完成' },
} as const;

/**
 * Chooses a language, a currency or both in the header's dialog, as a person does, on the page shown in `shownIn`
 * (the dialog is named in the page's language).
 */
export async function chooseInTheHeader(page: Page, shownIn: 'en' | 'zh', choice: { language?: string; currency?: string }): Promise<void> {
  const { opener, done } = PREFERENCES_DIALOG[shownIn];
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: opener });
  if (choice.language) await dialog.getByRole('radio', { name: choice.language }).check();
  if (choice.currency) await dialog.getByRole('radio', { name: choice.currency }).check();
  await dialog.getByRole('button', { name: done }).click();
}

/** The shop in Chinese, chosen as a person does: the header's language dialog, from the home page. */
export async function chooseChineseInTheHeader(page: Page): Promise<void> {
  await page.goto('/');
  await chooseInTheHeader(page, 'en', { language: '简体中文' });
  await expect(page.getByRole('button', { name: PREFERENCES_DIALOG.zh.opener })).toBeVisible();
}
