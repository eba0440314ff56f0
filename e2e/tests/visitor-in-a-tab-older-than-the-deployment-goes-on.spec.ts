import { expect, test } from '../support/fixtures';

/**
 * A tab opened before a deployment asks for the chunks of its own build, which the server no longer has (404). The
 * shop loads the page again from the new build (web/src/lib/reload-for-a-new-build.ts) rather than show "Something went
 * wrong". Here the blog list's chunk answers 404 as a replaced build's would, the first time or every time.
 */
const BLOG_LIST_CHUNK = '**/assets/blog-list-page-*.js';

test('a visitor whose tab is older than the deployment opens the blog and gets it, the page loaded once more', async ({ page }) => {
  await page.goto('/');
  let gone = 0;
  await page.route(BLOG_LIST_CHUNK, async (route) => {
    if (gone > 0) return route.continue();
    gone += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Blog/ })).toBeVisible();
  // The heading can show before the new page's load event, which waits for its pictures.
  await expect
    .poll(() => loads, { message: 'the blog was loaded once, as a page of the new build' })
    .toEqual([expect.stringMatching(/\/Blog$/)]);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a chunk still missing after that reload shows the error page, and the tab is not reloaded again', async ({ page }) => {
  await page.goto('/');
  await page.route(BLOG_LIST_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect.poll(() => loads.length, { message: 'loaded once more' }).toBe(1);
  await page.waitForTimeout(1_000);
  expect(loads, 'and not again').toHaveLength(1);
});
