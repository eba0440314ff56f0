import { seriousViolations } from '../support/axe-rules';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { everyRoute, ROUTE_NAMES, type RouteName, withBookingDraft } from '../support/routes';

/**
 * Every serious or critical rule is enforced, colour contrast included (the shades are chosen for it in
 * web/src/app/theme.ts). Rules that can only find minor or moderate issues are not run at all (axe-rules.ts): nothing
 * they find could fail the check.
 */

// The address names the language the page is shown in (Chinese adds `lang=zh`; English names none).
const ENGLISH = { code: 'en', name: 'English', htmlLang: /^en/, inAddress: null } as const;
const CHINESE = { code: 'zh', name: 'Chinese', htmlLang: /^zh/, inAddress: 'lang=zh' } as const;

/**
 * Routes in groups of a similar size: each group is one test, so its pages share one world, one log in and the
 * browser's cache of the app's scripts, and two workers still share the groups out evenly. Checkout comes last in its
 * group because it needs a booking draft in the tab.
 */
const ROUTE_GROUPS: Record<string, readonly RouteName[]> = {
  shop: ['home', 'login', 'register', 'tour-list', 'tour-detail', 'tour-detail-alias', 'cart', 'checkout'],
  'account centre': [
    'account-basic-information',
    'account-my-order',
    'account-my-collection',
    'account-my-review',
    'account-saved-cards',
    'account-message',
    'account-settings',
  ],
  orders: ['order-detail', 'refund-request', 'refund-result', 'order-review'],
  content: ['article', 'blog-list', 'blog-detail', 'merchant-application', 'about-us', 'guide'],
};

/**
 * Every route is checked in English. In Chinese a page has the same elements, roles and colours with other words: what
 * only Chinese can break is the page's `lang` and the strings behind names and labels, and a Chinese string is never
 * missing or empty where the English one is set (web/src/lib/i18n/parity.test.ts). So Chinese is checked on one
 * route of each group, its fullest page: the same rules over the other layouts would find nothing English did not.
 */
const CHINESE_ROUTES: readonly RouteName[] = ['home', 'tour-detail', 'account-my-order', 'order-detail', 'blog-detail'];

const CHECKS = [
  ...Object.entries(ROUTE_GROUPS).map(([group, routeNames]) => ({ title: `${group} pages`, routeNames, language: ENGLISH })),
  { title: "each group's fullest pages", routeNames: CHINESE_ROUTES, language: CHINESE },
];

/** A spinner or a placeholder awaiting its data (components/labelled-loader.tsx, query-view.tsx). */
const LOADING = '[role="progressbar"], [aria-busy="true"]';

for (const { title, routeNames, language } of CHECKS) {
  test(`${title} have no serious or critical accessibility violation in ${language.name}`, async ({
    page,
    context,
    shop,
    logIn,
    usePreferences,
  }) => {
    // Each page is loaded and checked in turn; a page takes a few seconds of axe on a busy machine.
    test.setTimeout(routeNames.length * 30_000);
    const token = await logIn(DEMO.email, DEMO.password);
    await usePreferences({ language: language.code });
    const routes = await everyRoute(shop, token);
    for (const routeName of routeNames) {
      const route = routes[routeName];
      if (routeName === 'checkout') await withBookingDraft(context, shop);
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('main')).toBeVisible();
        const landsOn = route.landsOn ?? route.path;
        const address = language.inAddress ? `${landsOn}${landsOn.includes('?') ? '&' : '?'}${language.inAddress}` : landsOn;
        await expect(page).toHaveURL(new RegExp(`${address.replace(/[?]/g, '\\?')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
        await expect(page.locator(LOADING)).toHaveCount(0);
        // Soft, so one run names every page that fails, not only the first.
        expect.soft(await seriousViolations(page), `${route.path} in ${language.code}`).toEqual([]);
      });
    }
  });
}

test('every route is checked in English, and one of each group in Chinese', () => {
  expect(Object.values(ROUTE_GROUPS).flat().sort()).toEqual([...ROUTE_NAMES].sort());
  for (const routeNames of Object.values(ROUTE_GROUPS)) expect(routeNames.some((name) => CHINESE_ROUTES.includes(name))).toBe(true);
});

test('form error messages are readable: no serious violation with every login field in error', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByText('please enter your email address', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
