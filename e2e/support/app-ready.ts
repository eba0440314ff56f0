import type { Page } from '@playwright/test';

/**
 * Resolves once the app has the page: a page the storefront's server drew keeps `data-drawn-for` on #root until the
 * app takes it over (web/src/app/server-state.ts), and React answers clicks from then on. Before that the page is
 * only HTML: a person's first tap arrives later than a test's, so tests wait for the app as a person would.
 */
export async function untilTheAppHasThePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // A page without #root is not the shop's (the mock's console): nothing to wait for.
    return root === null || !root.hasAttribute('data-drawn-for');
  });
}

/** The test's page, whose navigations (goto, reload, back, forward) return once the app has the page. */
export function waitingForTheApp(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilTheAppHasThePage(page);
        return response;
      },
    });
  }
  return page;
}

/** The warning the app logs when the page the server drew differed from its own first render (web/src/start-shop.tsx). */
const DREW_AGAIN = 'The server-drawn page differed from the app';

/**
 * The page's console messages, from now on, that say the app did not take over the drawn page as it was: the app's own
 * warning, and React's hydration errors. A page taken over as drawn leaves this empty.
 */
export function hydrationMismatches(page: Page): string[] {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (['warning', 'error'].includes(message.type()) && (text.includes(DREW_AGAIN) || text.includes('Hydration'))) mismatches.push(text);
  });
  return mismatches;
}
