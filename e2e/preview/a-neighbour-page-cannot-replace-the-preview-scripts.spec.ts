import { expect, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';
import { NEIGHBOUR_PATH } from '../support/preview-host';

/** What the neighbour's script does if it ever runs in the preview: a mark the preview's own code never sets. */
const POISON = 'window.__poisoned = true; document.title = "poisoned";';

test('a page of another path on the origin replaces a script in the preview’s cache; the preview still runs its own', async ({
  page,
  baseURL,
}) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '');
  expect(entry, 'the page loads the build’s entry script').not.toBe('');
  const cachesHolding = (url: string) =>
    page.evaluate(async (address) => {
      const names: string[] = [];
      for (const name of await caches.keys()) if (await (await caches.open(name)).match(address)) names.push(name);
      return names;
    }, url);
  await expect.poll(() => cachesHolding(entry), { message: 'the worker keeps the entry it loaded' }).toHaveLength(1);

  await test.step('the neighbour writes its script into the preview’s cache under the entry’s address', async () => {
    await page.goto(new URL(NEIGHBOUR_PATH, baseURL).href);
    const poisoned = await page.evaluate(
      async ({ address, body }) => {
        const names = (await caches.keys()).filter((name) => name.startsWith('tours-preview-assets:'));
        for (const name of names) {
          await (await caches.open(name)).put(address, new Response(body, { headers: { 'content-type': 'text/javascript' } }));
        }
        return names.length;
      },
      { address: entry, body: POISON },
    );
    expect(poisoned).toBe(1);
  });

  const runsItsOwn = async () => {
    await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
    expect(await page.evaluate(() => ({ ran: 'poisoned' in window, title: document.title }))).toEqual({
      ran: false,
      title: expect.not.stringMatching(/poisoned/),
    });
  };
  await test.step('the next visit and a reload run the build’s entry, never the neighbour’s', async () => {
    await page.goto('');
    await runsItsOwn();
    await page.reload();
    await runsItsOwn();
  });

  await test.step('the cache holds the build’s own entry again', async () => {
    const kept = await page.evaluate(async (address) => {
      const name = (await caches.keys()).find((key) => key.startsWith('tours-preview-assets:'));
      const response = name ? await (await caches.open(name)).match(address) : undefined;
      return response ? await response.text() : '';
    }, entry);
    expect(kept).not.toBe('');
    expect(kept).not.toContain('__poisoned');
  });
});
