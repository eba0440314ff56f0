import type { Page } from '@playwright/test';
import { ALICE } from '../support/demo-data';
import { solidPng } from '../support/files';
import { expect, test } from '../support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mantine's star inputs are visually hidden; a person clicks the star, which is the input's label. */
async function chooseStars(page: Page, criterion: string, stars: number): Promise<void> {
  const input = page.getByRole('group', { name: criterion }).getByRole('radio', { name: `${criterion}: ${stars} stars` });
  const id = await input.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await expect(input).toBeChecked();
}

test('after the tour date the customer reviews the order with scores, text and a picture, and sees it in My Review and on the tour', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  const lookup = await shop.logIn(ALICE.email, ALICE.password);
  const booked = (await shop.data('trade.order.page', { pageNo: 1, status: 10 }, lookup)).page.list[0];
  const item = booked?.items[0];
  if (!booked || !item) throw new Error('Alice has a booked order in the seed');

  const { now } = await mock.now();
  const days = Math.ceil((Date.parse(`${item.reservationDate}T23:59:59`) - Date.parse(now)) / DAY_MS) + 1;
  await mock.advanceClock({ days });
  expect(await mock.order(booked.id)).toMatchObject({ status: 30 });
  // Sessions last 7 days on the world clock, so the customer coming back after the tour logs in again.
  const token = await logIn(ALICE.email, ALICE.password);

  await page.goto('/personalCenter/2');
  await page.getByRole('tab', { name: /^Pending review/ }).click();
  const card = page.getByRole('article', { name: `Order ${booked.id}` });
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderInfoEvaluate/${booked.id}$`));
  await expect(page.getByRole('article', { name: item.spuName })).toBeVisible();

  await chooseStars(page, 'Guide', 4);
  await chooseStars(page, 'Transportation', 3);
  // Value for money keeps its default of 5.
  const text = `Lovely day out with a patient guide (${booked.id}).`;
  await page.getByPlaceholder('Enter your your review').fill(text);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload pictures or videos' }).click();
  await (await chooser).setFiles({ name: 'view.png', mimeType: 'image/png', buffer: solidPng() });
  await expect(page.getByRole('img', { name: 'Uploaded file 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/personalCenter\/4$/);
  const mine = page.getByRole('article', { name: item.spuName });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Guide: 4' })).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Transportation: 3' })).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Value for money: 5' })).toBeVisible();

  const held = (await shop.data('member.product.comment.user.page', { pageNo: 1, pageSize: 10 }, token)).list.find((r) =>
    r.content.includes(text),
  );
  expect(held).toMatchObject({ guideScores: 4, transportationScores: 3, priceScores: 5 });
  expect(held?.picUrls).toHaveLength(1);
  expect(await mock.order(booked.id)).toMatchObject({ status: 30 });
  const reviewed = await shop.data('trade.order.page', { pageNo: 1, status: 30, commentStatus: false }, token);
  expect(reviewed.page.list.map((o) => o.id)).not.toContain(booked.id);

  const spuId = (await shop.data('trade.order.get-detail', { id: booked.id }, token)).items[0]?.spuId;
  await page.goto(`/productInfo/${spuId}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(text)).toBeVisible();
});
