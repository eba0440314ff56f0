import type { Locator, Page } from '@playwright/test';
import { PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { withBookingDraft } from '../support/routes';

/**
 * Nothing jumps while a page loads. Every layout shift a page makes without input, from the first
 * paint until its data has painted, is summed (all of them, stricter than Lighthouse's session windows) and
 * held to the budget. The API and the pictures answer late on purpose, so the loading state is always on
 * screen before the data: a shift is a layout fact, and the delay makes it show up on every run.
 */
const CLS_BUDGET = 0.05;
const LATE_ANSWER_MS = 400;

const SIZES = [
  { name: 'a phone', viewport: PHONE.viewport, userAgent: PHONE.userAgent },
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, userAgent: undefined },
] as const;

interface RouteUnderTest {
  name: string;
  path: string;
  /** What shows once the route's data has painted. */
  loaded: (page: Page) => Locator;
  needsDraft?: boolean;
}

const ROUTES: RouteUnderTest[] = [
  { name: 'home', path: '/', loaded: (page) => page.getByRole('region', { name: 'Popular' }).getByRole('article').first() },
  {
    name: 'the tour list',
    path: '/productList',
    loaded: (page) => page.getByRole('region', { name: 'Tour results' }).getByRole('article').first(),
  },
  { name: 'a tour', path: '/productInfo/1', loaded: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'the blog list', path: '/Blog', loaded: (page) => page.getByRole('region', { name: 'Blog posts' }).getByRole('article').first() },
  { name: 'checkout', path: '/checkout', loaded: (page) => page.getByTestId('checkout-total'), needsDraft: true },
];

interface Shift {
  value: number;
  sources: string[];
}

/** Runs in the page before any of its scripts: keeps every shift not caused by input, with who moved and how far. */
function recordLayoutShifts() {
  interface ShiftSource {
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }
  interface ShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: ShiftSource[];
  }
  const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? `#${node.nodeName.toLowerCase()}` : '(removed node)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const label = node.getAttribute('aria-label');
    const text = (node instanceof HTMLElement ? node.innerText : (node.textContent ?? '')).trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${id}${classes}${label ? ` [${label}]` : ''} "${text}"`;
  };
  const shifts: { value: number; sources: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((s) => `${describe(s.node)}: ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts so far, once two more frames have painted and the observer has had its turn. */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { layoutShifts: Shift[] }).layoutShifts), 100)),
        );
      }),
  );
}

const lateAnswers = async (page: Page) => {
  const late = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS));
    await route.continue();
  };
  await page.route('**/rest/api/**', late);
  await page.route('**/media/**', late);
};

for (const size of SIZES) {
  test.describe(`on ${size.name} (${size.viewport.width}x${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, ...(size.userAgent ? { userAgent: size.userAgent } : {}) });

    for (const route of ROUTES) {
      test(`${route.name} does not move while its data and pictures arrive`, async ({ page, context, shop }) => {
        if (route.needsDraft) await withBookingDraft(context, shop);
        await page.addInitScript(recordLayoutShifts);
        await lateAnswers(page);

        await page.goto(route.path);
        // A generous wait: this checks where things land, not how fast; two busy cores can take many seconds.
        await expect(route.loaded(page)).toBeVisible({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        const shifts = await shiftsSoFar(page);

        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        test.info().annotations.push({ type: 'layout shift', description: `${total.toFixed(4)} on ${route.path}` });
        const report = shifts.map((s) => `${s.value.toFixed(4)}\n    ${s.sources.join('\n    ')}`).join('\n  ');
        expect(total, `${route.path}: layout shifts add up to ${total.toFixed(4)}:\n  ${report}`).toBeLessThanOrEqual(CLS_BUDGET);
      });
    }
  });
}
