import { DEMO } from '../support/demo-data';
import { expect, runAgainWhereChromiumClosesThePage, stopTheIdleWorker, TOUR_CARD_PICTURE, test } from '../support/preview-fixtures';

runAgainWhereChromiumClosesThePage();

test('the browser stops the idle service worker: the next visit finds the world as the last answer left it', async ({
  context,
  page,
  api,
}) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const token = await api.logIn(DEMO.email, DEMO.password);
  const favourites = async () =>
    (await api.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((item) => item.spuId);
  const before = await favourites();
  const spuId = [1, 2, 3, 4, 5, 6].find((id) => !before.includes(id)) ?? 1;
  await api.data('member.favorite.create', { spuId }, token);

  await stopTheIdleWorker(context, page);

  await expect.poll(favourites, { message: 'the favourite saved before it was answered, reloaded from IndexedDB' }).toContain(spuId);
  await page.reload();
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
});

test('a hard reload, which loads the page past the service worker, still gets the shop and its world', async ({ context, page }) => {
  await page.goto('');
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  const session = await context.newCDPSession(page);
  // Ctrl+Shift+R: the page and its requests bypass the service worker until the page asks it to claim them.
  await session.send('Page.reload', { ignoreCache: true });
  await expect(page.locator(TOUR_CARD_PICTURE).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
