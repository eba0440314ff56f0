import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for `url` (a glob) until the returned function is called, then lets them through as they
 * were: for a journey that needs something to arrive at a moment of its choosing, as on a slow network.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let letThemThrough = () => {};
  const released = new Promise<void>((resolve) => {
    letThemThrough = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return letThemThrough;
}
