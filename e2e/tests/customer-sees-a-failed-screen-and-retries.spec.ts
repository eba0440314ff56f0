import { ALICE } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('a customer whose favourites fail to load sees why, presses Retry once the shop recovers, and sees them', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const favourites = (await shop.data('member.favorite.list', { pageNo: 1, pageSize: 10 }, token)).list;
  const [first] = favourites;
  if (!first) throw new Error('the seed gives the demo customer favourites');
  await mock.setFault({ call: 'member.favorite.list', errorCode: 500, errorMessage: 'Favourites are resting, try later' });

  await page.goto('/personalCenter/3');
  await expect(page.getByRole('tab', { name: 'My Collection', selected: true })).toBeVisible();
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('This content could not be loaded.');
  await expect(failure).toContainText('Favourites are resting, try later');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

  await mock.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: first.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(favourites.length);
  await expect(failure).toHaveCount(0);
});
