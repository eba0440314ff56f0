import { ALICE } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('a customer saves a tour on its card and finds it in My Collection, then removes it there, without a page reload', async ({
  page,
  shop,
  logIn,
}) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const held = (await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((f) => f.spuId);
  const tour = (await shop.data('product.search', { pageNo: 1, pageSize: 10 }, token)).find((t) => !held.includes(t.id));
  if (!tour) throw new Error('the first page has a tour Alice has not saved');

  // My Collection is read first, so its answer is in the page's cache when the customer comes back to it.
  await page.goto('/personalCenter/3');
  const collection = page.getByRole('main').getByRole('article');
  await expect(collection).toHaveCount(held.length);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tours' }).click();
  await expect(page).toHaveURL(/\/productList/);
  const card = page.getByRole('article', { name: tour.name });
  await card.getByRole('button', { name: `Save ${tour.name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${tour.name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/3$/);
  await expect(page.getByRole('article', { name: tour.name })).toBeVisible();
  await expect(collection).toHaveCount(held.length + 1);

  await page
    .getByRole('article', { name: tour.name })
    .getByRole('button', { name: `Remove ${tour.name} from favourites` })
    .click();
  await expect(page.getByRole('article', { name: tour.name })).toHaveCount(0);
  await expect(collection).toHaveCount(held.length);

  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
