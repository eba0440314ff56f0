import { ALICE } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('a customer saves one tour from the list and one from the detail, and finds both in My Collection', async ({ page, shop, logIn }) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const saved = new Set((await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((f) => f.spuId));
  const tours = (await shop.data('product.search', { pageNo: 1, pageSize: 10 }, token)).filter((t) => !saved.has(t.id));
  const [fromList, fromDetail] = tours;
  if (!fromList || !fromDetail) throw new Error('the first page has at least two tours Alice has not saved');

  await page.goto('/productList');
  const card = page.getByRole('article', { name: fromList.name });
  await card.getByRole('button', { name: `Save ${fromList.name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${fromList.name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();

  await page.goto(`/productInfo/${fromDetail.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save ${fromDetail.name} to favourites` })
    .click();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${fromDetail.name} from favourites` })).toBeVisible();

  const held = (await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((f) => f.spuId);
  expect(held).toEqual(expect.arrayContaining([fromList.id, fromDetail.id, ...saved]));

  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/3$/);
  await expect(page.getByRole('tab', { name: 'My Collection', selected: true })).toBeVisible();
  for (const name of [fromList.name, fromDetail.name]) await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(held.length);
});

test("a visitor's heart and the favourites icon lead to the login page", async ({ page, shop }) => {
  const [tour] = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  if (!tour) throw new Error('the seed has tours');
  await page.goto('/productList');
  await page
    .getByRole('article', { name: tour.name })
    .getByRole('button', { name: `Save ${tour.name} to favourites` })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/productInfo/${tour.id}`);
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/productInfo/${tour.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save ${tour.name} to favourites` })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a favourite the server refuses shows its message and stays unsaved', async ({ page, shop, mock, logIn }) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const before = (await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((f) => f.spuId);
  const tour = (await shop.data('product.search', { pageNo: 1, pageSize: 10 }, token)).find((t) => !before.includes(t.id));
  if (!tour) throw new Error('a tour Alice has not saved');
  await mock.setFault({ call: 'member.favorite.create', errorCode: 500, errorMessage: 'Favourites are resting, try later' });

  await page.goto('/productList');
  const card = page.getByRole('article', { name: tour.name });
  await card.getByRole('button', { name: `Save ${tour.name} to favourites` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Favourites are resting, try later' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Save ${tour.name} to favourites` })).toHaveAttribute('aria-pressed', 'false');
  const after = (await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((f) => f.spuId);
  expect(after).toEqual(before);
});
