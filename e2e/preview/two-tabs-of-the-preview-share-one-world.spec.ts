import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/preview-fixtures';
import { pageTransport, ShopApi } from '../support/shop-api';

test('two tabs of the preview share one world: what one saves, the other sees, and neither overwrites the other', async ({
  context,
  page,
  api,
}) => {
  await page.goto('');
  const other = await context.newPage();
  await other.goto('');
  const otherApi = new ShopApi(pageTransport(other));
  const token = (await api.data('verify.login', { username: DEMO.email, password: DEMO.password })).token;
  const favourites = async (tab: ShopApi) =>
    (await tab.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list.map((item) => item.spuId);
  const before = await favourites(api);
  const spuId = [1, 2, 3, 4, 5, 6].find((id) => !before.includes(id)) ?? 0;

  await api.data('member.favorite.create', { spuId }, token);
  await expect.poll(() => favourites(otherApi), { message: 'the second tab sees the first tab’s favourite' }).toContain(spuId);

  await otherApi.data('member.favorite.cancel', { spuId }, token);
  await expect.poll(() => favourites(api), { message: 'the first tab sees the second tab’s cancel' }).not.toContain(spuId);

  // The first tab's next write starts from the second tab's world, not from its own stale copy.
  await api.data('member.favorite.create', { spuId }, token);
  await other.reload();
  await expect.poll(() => favourites(otherApi)).toContain(spuId);
});
