import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/preview-fixtures';
import { pageTransport, ShopApi } from '../support/shop-api';

test('two tabs of the preview share one world: what one saves, the other shows without a reload', async ({ context, page, api }) => {
  await page.goto('');
  const token = await api.logIn(DEMO.email, DEMO.password);
  // Both tabs are the same logged-in customer: the shop keeps the token in localStorage, which the tabs share.
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  const other = await context.newPage();
  await other.goto('productList');
  const otherApi = new ShopApi(pageTransport(other));
  const favourites = async (tab: ShopApi) =>
    (await tab.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((item) => item.spuId);
  const before = await favourites(api);
  const card = (await api.data('product.search', { pageNo: 1, pageSize: 10 })).find((tour) => !before.includes(tour.id));
  if (!card) throw new Error('every tour on the first page of the list is a favourite already');
  const heart = other.getByRole('button', { name: `Save ${card.name} to favourites` }).first();
  await expect(heart, 'the second tab shows the tour, not yet a favourite').toHaveAttribute('aria-pressed', 'false');

  await api.data('member.favorite.create', { spuId: card.id }, token);
  await expect(
    other.getByRole('button', { name: `Remove ${card.name} from favourites` }).first(),
    'the second tab refetched what it shows when the first tab’s answer changed the world',
  ).toHaveAttribute('aria-pressed', 'true');

  await otherApi.data('member.favorite.cancel', { spuId: card.id }, token);
  await expect.poll(() => favourites(api), { message: 'the first tab sees the second tab’s cancel' }).not.toContain(card.id);
});
