import { expect, type Page } from '@playwright/test';

/** The shop in Chinese, chosen as a person does: the header's language dialog, from the home page. */
export async function chooseChineseInTheHeader(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language and currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and currency' });
  await dialog.getByRole('radio', { name: '简体中文' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: '语言和货币' })).toBeVisible();
}
