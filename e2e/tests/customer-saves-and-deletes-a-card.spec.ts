import { bookableTour } from '../support/booking';
import { fillCard } from '../support/checkout';
import { checkoutWithDraft } from '../support/checkout-draft';
import { ALICE, CARDS } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('a customer saves a card and deletes it after confirming', async ({ page, shop, logIn }) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const before = (await shop.data('member.bankcard.page', { pageNo: 1 }, token)).list;

  await page.goto('/personalCenter/5');
  await expect(page.getByRole('tab', { name: 'Saved Cards', selected: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(before.length);
  const add = page.getByRole('form', { name: 'Add a card' });
  await add.getByRole('textbox', { name: 'Card number' }).fill(CARDS.success);
  await add.getByRole('textbox', { name: 'Name on card' }).fill('Alice Wong');
  await add.getByRole('button', { name: 'Add card' }).click();

  await expect(page.getByRole('main').getByRole('article')).toHaveCount(before.length + 1);
  const after = (await shop.data('member.bankcard.page', { pageNo: 1 }, token)).list;
  const saved = after.find((card) => !before.some((b) => b.id === card.id));
  if (!saved) throw new Error('the server holds the new card');
  expect(saved.bankNumber).toContain('4242');
  const card = page.getByRole('article', { name: saved.bankNumber });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete card ${saved.bankNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deletion confirmation' });
  await expect(confirm).toContainText(`Delete the card ${saved.bankNumber}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  const left = (await shop.data('member.bankcard.page', { pageNo: 1 }, token)).list;
  expect(left.map((c) => c.id)).toEqual(before.map((c) => c.id));
});

test('a card used at checkout is kept in Saved Cards only when the customer ticks Save this card', async ({ page, shop, mock, logIn }) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const before = (await shop.data('member.bankcard.page', { pageNo: 1 }, token)).list;
  const tour = await bookableTour(shop);
  await checkoutWithDraft(page, mock, tour);
  await fillCard(page, CARDS.success, 'Alice Wong', { save: true });
  await page.getByRole('button', { name: 'Firm payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Have you paid?' })).toBeVisible();

  const after = (await shop.data('member.bankcard.page', { pageNo: 1 }, token)).list;
  const saved = after.filter((card) => !before.some((b) => b.id === card.id));
  expect(saved.map((card) => card.bankNumber.slice(-4))).toEqual(['4242']);
});
