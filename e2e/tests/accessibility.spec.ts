import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { everyRoute, ROUTE_NAMES, withBookingDraft } from '../support/routes';

/**
 * Every serious or critical rule is enforced, colour contrast included (the shades are chosen for it in web/src/app/theme.ts).
 * `resultTypes: ['violations']`: axe still runs every rule and reports every violating node, but builds selectors for
 * at most one node of the passes and the rest; that was about a quarter of each run here (home 26 s -> 19 s).
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const routeName of ROUTE_NAMES) {
  test(`${routeName} has no serious or critical accessibility violation in English or Chinese`, async ({ page, context, shop, logIn }) => {
    const token = await logIn(DEMO.email, DEMO.password);
    const route = (await everyRoute(shop, token))[routeName];
    if (routeName === 'checkout') await withBookingDraft(context, shop);

    for (const language of ['en', 'zh'] as const) {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto(route.path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route.path.replace(/[?]/g, '\\?')}$`));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? /^zh/ : /^en/);
      expect(await seriousViolations(page), `${route.path} in ${language}`).toEqual([]);
    }
  });
}

test('form error messages are readable: no serious violation with every login field in error', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByText('please enter your email address', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
