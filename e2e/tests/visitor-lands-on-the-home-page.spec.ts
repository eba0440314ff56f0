import type { Locator, Page } from '@playwright/test';
import { shopAxe } from '../support/axe-rules';
import { PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

const LAPTOP = { width: 1280, height: 800 };
/** The phone's home page is at most this many screens long: each section is one sideways row of cards. */
const MAX_PHONE_SCREENS = 5;
/** A Chinese name has Han characters; an English home shows no CJK script at all (Han, kana, Hangul). */
const HAN = /\p{Script=Han}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardsOf = (region: Locator) =>
  region
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => ({ name: card.getAttribute('aria-label') ?? '', href: card.querySelector('a')?.getAttribute('href') ?? '' })),
    );

/** The tour cards of the home's recommended rows, each row asserted to hold at least one. */
async function homeTours(page: Page, rows: readonly string[]) {
  const cards = [];
  for (const row of rows) {
    const inRow = await cardsOf(section(page, row));
    expect(inRow.length, `${row} shows tours`).toBeGreaterThan(0);
    cards.push(...inRow);
  }
  return cards;
}

/** The tours (by address) whose card shows more than once. */
const shownTwice = (cards: readonly { href: string }[]) =>
  [...new Set(cards.map((card) => card.href))].filter((href) => cards.filter((card) => card.href === href).length > 1);

/** Waits until every section has drawn, down to the blog teaser at the bottom. */
async function homeLoaded(page: Page, popular: string, blog: string) {
  await expect(section(page, popular).getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  await expect(section(page, blog)).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** The first screen: what is wholly inside the window before any scroll. */
async function onFirstScreen(locator: Locator, height: number) {
  const box = await locator.boundingBox();
  expect(box, 'on the page').not.toBeNull();
  expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
}

/** The hero's headline, subline and button meet WCAG AA contrast (axe: serious or critical only). */
async function heroContrastViolations(page: Page) {
  const results = await shopAxe(page).include('main h1').include('main h1 ~ *').withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: PHONE.viewport, userAgent: PHONE.userAgent });

  test('the first screen says what the shop sells with a button to the tours, and the page is at most five screens', async ({ page }) => {
    await page.goto('/');
    const headline = page.getByRole('heading', { level: 1, name: 'Discover the city with a local guide' });
    const browse = page.getByRole('main').getByRole('link', { name: 'Browse all tours' });
    await onFirstScreen(headline, PHONE.viewport.height);
    await onFirstScreen(browse, PHONE.viewport.height);
    await homeLoaded(page, 'Popular', 'Hey! Do you Know?');

    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'phone home height', description: `${pageHeight} px` });
    expect(pageHeight).toBeLessThanOrEqual(MAX_PHONE_SCREENS * PHONE.viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page itself never scrolls sideways').toBe(
      PHONE.viewport.width,
    );

    // Popular is one row that scrolls sideways and snaps to a card; the next card shows at its edge.
    const popular = section(page, 'Popular');
    const row = popular.getByRole('article').first().locator('..');
    const overflow = await row.evaluate((element) => ({
      sideways: element.scrollWidth > element.clientWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }));
    expect(overflow).toEqual({ sideways: true, snap: 'x mandatory' });
    const next = await popular.getByRole('article').nth(1).boundingBox();
    expect(next?.x ?? Number.POSITIVE_INFINITY, 'the second card starts on the screen').toBeLessThan(PHONE.viewport.width);
    expect((next?.x ?? 0) + (next?.width ?? 0), 'and goes on past its edge').toBeGreaterThan(PHONE.viewport.width);

    await browse.scrollIntoViewIfNeeded();
    expect(await heroContrastViolations(page)).toEqual([]);
  });
});

test.describe('on a laptop (1280x800)', () => {
  test.use({ viewport: LAPTOP });

  test('an English visitor sees only tours named in English, each once, and no two different tours share a name', async ({ page }) => {
    await page.goto('/');
    await onFirstScreen(page.getByRole('heading', { level: 1, name: 'Discover the city with a local guide' }), LAPTOP.height);
    await onFirstScreen(page.getByRole('main').getByRole('link', { name: 'Browse all tours' }), LAPTOP.height);
    await homeLoaded(page, 'Popular', 'Hey! Do you Know?');

    const cards = await homeTours(page, ['Popular', 'New Routes']);
    expect(
      cards.filter((card) => CJK.test(card.name)).map((card) => `${card.href} ${card.name}`),
      'no tour named in Chinese',
    ).toEqual([]);
    expect(shownTwice(cards), 'no tour in two rows, or twice in one').toEqual([]);
    const toursByName = new Map<string, Set<string>>();
    for (const card of cards) toursByName.set(card.name, (toursByName.get(card.name) ?? new Set()).add(card.href));
    expect([...toursByName].filter(([, tours]) => tours.size > 1).map(([name]) => name)).toEqual([]);
    expect(await heroContrastViolations(page)).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Browse all tours' }).click();
    await expect(page).toHaveURL(/\/productList$/);
    await expect(page.getByRole('region', { name: 'Tour results' }).getByRole('article').first()).toBeVisible();
  });

  test('a Chinese visitor reads the headline in Chinese and sees only tours named in Chinese, each once', async ({
    page,
    usePreferences,
  }) => {
    await usePreferences({ language: 'zh' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '跟着当地向导，发现一座城' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '浏览全部线路' })).toBeVisible();
    await homeLoaded(page, '热门线路', '嘿！你知道吗？');
    const cards = await homeTours(page, ['热门线路', '新线路']);
    expect(
      cards.filter((card) => !HAN.test(card.name)).map((card) => `${card.href} ${card.name}`),
      'no tour named in English',
    ).toEqual([]);
    expect(shownTwice(cards), 'no tour in two rows, or twice in one').toEqual([]);
    // The blog teaser is a post written in Chinese too.
    const teaser = section(page, '嘿！你知道吗？').getByRole('article');
    expect(await teaser.getAttribute('aria-label')).toMatch(HAN);
  });
});
