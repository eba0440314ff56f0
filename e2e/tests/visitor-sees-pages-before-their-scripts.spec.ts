import type { Browser, BrowserContextOptions, Page, Response } from '@playwright/test';
import { hydrationMismatches, untilTheAppHasThePage } from '../support/app-ready';
import { PHONE } from '../support/devices';
import { expect, test, WORLD_COOKIE, type World } from '../support/fixtures';
import { BOOKING_DRAFT_COOKIE, withBookingDraft } from '../support/routes';
import { serverURL } from '../support/server-url';

/**
 * The storefront's server draws the public pages with their data before their scripts run (storefront/README.md,
 * "Pages drawn with their data"); the app takes each over where it stands (hydration). A page whose calls took longer than the server's
 * deadline on this busy machine comes as the shell, so a visit is retried until it comes drawn.
 */

async function openDrawnPage(page: Page, path: string): Promise<Response> {
  let drawn: Response | null = null;
  await expect(async () => {
    const response = await page.goto(path);
    expect(await response?.text()).toMatch(/<div id="root" data-drawn-for=/);
    drawn = response;
  }).toPass({ timeout: 30_000 });
  if (!drawn) throw new Error(`${path} was not drawn by the server`);
  return drawn;
}

/** A browser of its own (no JavaScript, another size or device) in the test's world, as a visitor's. */
async function newVisitorPage(browser: Browser, world: World, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, baseURL: serverURL() });
  await context.addCookies([{ name: WORLD_COOKIE, value: world.name, url: serverURL() }]);
  return { context, page: await context.newPage() };
}

/**
 * Remembers every element of #root the moment the document is parsed, before the app's scripts run (module scripts run
 * after readyState turns "interactive"), without touching the page. Hydration keeps these elements; a page drawn
 * again replaces them.
 */
async function markServerDrawnElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverDrawnElements: new WeakSet(document.querySelectorAll('#root *')) });
    });
  });
}

/** Whether the page's <main> and its first heading are still the elements the server drew. */
const serverDrawnElementsKept = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as Window & { serverDrawnElements?: WeakSet<Element> }).serverDrawnElements;
    const kept = (element: Element | null) => (element !== null && drawn?.has(element)) ?? false;
    return { main: kept(document.querySelector('#root main')), heading: kept(document.querySelector('#root main :is(h1, h2)')) };
  });

test('a visitor whose browser runs no script still sees the home page, a tour and the blog', async ({ browser, world, shop }) => {
  const [tour] = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  const blogs = await shop.data('blog.list', { pageNo: 1, pageSize: 10, keyword: '', orderBy: 4 });
  if (!tour || !blogs.list[0]) throw new Error('the seed has tours and blog posts');
  const { context, page } = await newVisitorPage(browser, world, { javaScriptEnabled: false });

  await openDrawnPage(page, '/');
  await expect(page.getByText('Recommended cities')).toBeVisible();
  const banner = page.locator('img[fetchpriority="high"]').first();
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);

  await openDrawnPage(page, `/productInfo/${tour.id}`);
  await expect(page.locator('h1')).toHaveText(tour.name);

  await openDrawnPage(page, '/Blog');
  await expect(page.getByText(blogs.list[0].title).first()).toBeVisible();
  await context.close();
});

for (const [size, options] of [
  ['laptop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
] as const) {
  test(`at ${size} size the app takes over the page the server drew, without redrawing it, and answers a click`, async ({
    browser,
    world,
  }) => {
    const { context, page } = await newVisitorPage(browser, world, options);
    await markServerDrawnElements(page);
    const mismatches = hydrationMismatches(page);
    for (const path of ['/productList', '/productInfo/1', '/Blog', '/']) {
      await openDrawnPage(page, path);
      await expect(page.locator('#root')).not.toHaveAttribute('data-drawn-for');
      await page.waitForLoadState('networkidle');
      expect(await serverDrawnElementsKept(page), path).toEqual({ main: true, heading: true });
    }
    await page.getByRole('button', { name: /Language and currency/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await serverDrawnElementsKept(page)).toEqual({ main: true, heading: true });
    expect(mismatches).toEqual([]);
    await context.close();
  });
}

test('one drawn page serves every width: at phone size the stylesheet shows the phone layout and the app takes it over without asking again', async ({
  browser,
  world,
}) => {
  const { context, page } = await newVisitorPage(browser, world, { viewport: PHONE.viewport });
  const mismatches = hydrationMismatches(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/api/product/search')) searches.push(request.url());
  });
  await openDrawnPage(page, '/productList');
  // The layout is the stylesheet's: the phone's Filters button shows, the inline filters do not.
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tour results' }).getByRole('article').first()).toBeVisible();
  await untilTheAppHasThePage(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(searches).toEqual([]);
  expect(mismatches).toEqual([]);
  await context.close();
});

for (const [size, options] of [
  ['laptop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { ...PHONE, hasTouch: true, isMobile: true }],
] as const) {
  test(`at ${size} size with a 4x slower CPU, the tour's booking controls answer a tap as soon as the app has started`, async ({
    browser,
    world,
  }) => {
    const { context, page } = await newVisitorPage(browser, world, options);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openDrawnPage(page, '/productInfo/1');
    // The moment the app's scripts have started, while React may still be hydrating the page (there is no lock):
    // React hydrates the part a tap lands on first. Before the scripts arrive the page is HTML, as on any server.
    await untilTheAppHasThePage(page);
    if (size === 'phone') {
      // The booking drawer opens.
      await page.getByRole('button', { name: 'Check availability' }).tap({ timeout: 5_000 });
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'CHECK' })).toBeVisible();
    } else {
      // CHECK without a date says so: the click reached the app's handler.
      await page.getByRole('button', { name: 'CHECK' }).click({ timeout: 5_000 });
      await expect(page.getByText('Please select a date')).toBeVisible();
    }
    await context.close();
  });
}

test('a Chinese visitor gets the page drawn in Chinese, and one whose cookie is behind gets no English page taken over', async ({
  page,
  usePreferences,
  context,
}) => {
  await usePreferences({ language: 'zh' });
  const mismatches = hydrationMismatches(page);
  // The first visit has no cookie yet: the server draws an English page, which the app drops for its own Chinese one.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '推荐城市' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'shop-visitor')?.value).toBe('zh.0.0');
  // From now on the server draws it in Chinese.
  const response = await openDrawnPage(page, '/');
  expect(await response.text()).toContain('<html lang="zh-CN"');
  await expect(page.locator('#root')).not.toHaveAttribute('data-drawn-for');
  await expect(page.getByRole('heading', { name: '推荐城市' })).toBeVisible();
  expect(mismatches).toEqual([]);
});

test('checkout without a booking draft comes drawn; a tab that holds one gets its form even when the server guessed none', async ({
  page,
  context,
  shop,
}) => {
  const mismatches = hydrationMismatches(page);
  // A fresh browser: no draft, so the server draws "nothing to check out", footer included, and the app takes it over.
  const response = await openDrawnPage(page, '/checkout');
  const html = await response.text();
  expect(html).toContain('Nothing to check out yet');
  expect(html).toContain('Terms and Conditions');
  await expect(page.locator('#root')).not.toHaveAttribute('data-drawn-for');
  await expect(page.getByRole('link', { name: 'Browse tours' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Terms and Conditions');
  expect(mismatches).toEqual([]);

  // BOOK NOW's cookie tells the server to leave checkout to the tab.
  await withBookingDraft(context, shop);
  const withDraft = await page.goto('/checkout');
  expect(await withDraft?.text()).not.toContain('data-drawn-for=');
  await expect(page.getByTestId('checkout-total')).toBeVisible();

  // Another tab paid its booking and cleared the cookie, while this tab still holds its draft: the server draws
  // "nothing to check out", which this tab drops for its own form.
  await context.clearCookies({ name: BOOKING_DRAFT_COOKIE });
  await openDrawnPage(page, '/checkout');
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await expect(page.getByText('Nothing to check out yet')).toHaveCount(0);
});

test('on a touch phone the header menus load at the first tap, which opens them', async ({ browser, world }) => {
  const { context, page } = await newVisitorPage(browser, world, { ...PHONE, hasTouch: true, isMobile: true });
  // Recorded from the drawn page on: a visit that came as the shell is drawn by the app, with its calls.
  await openDrawnPage(page, '/');
  const menuCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/rest\/api\/(article\/detail|city\/list)/.test(request.url())) menuCalls.push(request.url());
  });
  await expect(page.locator('#root')).not.toHaveAttribute('data-drawn-for');
  // Nothing of the menus is fetched while the page is only being read.
  await page.waitForTimeout(1_500);
  expect(menuCalls).toEqual([]);
  await page.getByRole('button', { name: /Language and currency/ }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});
