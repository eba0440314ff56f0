import type { Page } from '@playwright/test';

/**
 * A person switching to another tab (the mock's console, a mail) and back. Headless Chromium never hides a tab: after
 * `bringToFront` of another page, this one still reads `visible` and hears no event. So the browser's part is played
 * here: the document reads `hidden`, then `visible` again, each change announced with `visibilitychange` (which bubbles to the window) as a tab
 * switch does.
 */
export async function switchAwayAndBack(page: Page): Promise<void> {
  for (const state of ['hidden', 'visible'] as const) {
    await page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  }
}
