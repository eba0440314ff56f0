import { expect, type Page } from '@playwright/test';

/**
 * Reads the latest verification code for the email typed in the page from the mock toolbar, as a person
 * without a terminal does (mock-toolbar/), and collapses the toolbar again.
 */
export async function codeFromToolbar(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Mock toolbar', expanded: false }).click();
  const panel = page.getByRole('region', { name: 'Mock toolbar' });
  const section = page.getByRole('button', { name: 'Verification code' });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await expect(page.getByText(`Latest code for ${email}`)).toBeVisible();
  const code = (await page.getByTestId('mock-toolbar-code').textContent())?.trim() ?? '';
  expect(code, 'the toolbar shows a six-digit code').toMatch(/^\d{6}$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return code;
}
