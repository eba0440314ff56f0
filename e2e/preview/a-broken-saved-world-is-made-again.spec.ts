import type { Page } from '@playwright/test';
import { DEMO } from '../support/demo-data';
import { expect, runAgainWhereChromiumClosesThePage, stopTheIdleWorker, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';
import { PREVIEW_BASE } from '../support/preview-host';

runAgainWhereChromiumClosesThePage();

/** The preview's IndexedDB record (preview/sw/world-store.ts): one database per preview address, one key. */
const WORLD_DATABASE = `tours-preview:${PREVIEW_BASE.replace(/\/$/, '')}`;

interface SavedRecord {
  build: string;
  snapshot: { state: unknown };
}

/** Reads the saved record and, when `damage` is given, writes it back damaged, as any page of the origin can. */
function savedWorld(page: Page, damage?: 'state-null'): Promise<SavedRecord | null> {
  return page.evaluate(
    async ({ database, damage }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const store = () => db.transaction('worlds', 'readwrite').objectStore('worlds');
      const done = <T>(asked: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          asked.onsuccess = () => resolve(asked.result);
          asked.onerror = () => reject(asked.error);
        });
      const saved = (await done(store().get('world'))) ?? null;
      if (saved && damage === 'state-null') {
        saved.snapshot.state = null;
        await done(store().put(saved, 'world'));
      }
      db.close();
      return saved;
    },
    { database: WORLD_DATABASE, damage },
  );
}

test('a saved world overwritten with `state: null` is made again with a notice, and the shop works after a reload', async ({
  context,
  page,
  api,
}) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const token = await api.logIn(DEMO.email, DEMO.password);
  await api.data('member.favorite.create', { spuId: 1 }, token);

  await test.step('a page of the origin writes `state: null` into the saved world, keeping its build', async () => {
    const damaged = await savedWorld(page, 'state-null');
    expect(damaged?.build, 'the record names the build that runs').toEqual(expect.any(String));
  });

  await test.step('the browser stops the worker, as it does an idle one; the next visit reads the saved world', async () => {
    await stopTheIdleWorker(context, page);
    await page.reload();
  });

  await test.step('the shop answers from today’s world, and says the saved one was made again', async () => {
    await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
    await expect(page.getByText(/saved world could not be used \(body: must be a state object\)/)).toBeVisible();
    await page.goto('productList');
    await expect(page.getByRole('main').getByTestId('price').first()).toContainText(/\d/);
    expect(await api.data('product.search', { pageNo: 1, pageSize: 10 })).not.toHaveLength(0);
  });

  await test.step('the broken record is gone, so the notice is given once', async () => {
    expect((await savedWorld(page))?.snapshot.state ?? 'none').not.toBeNull();
  });
});
