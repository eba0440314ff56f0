import { ALICE } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('a customer messages the guide from a tour and reads the automatic reply in the Message tab', async ({ page, shop, logIn }) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const talkingTo = new Set((await shop.data('member.my.message.list', {}, token)).map((t) => t.merchantId));
  const tours = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  const tour = tours.find((t) => !talkingTo.has(t.merchantId));
  if (!tour) throw new Error('a tour whose guide Alice has not written to yet');

  await page.goto(`/productInfo/${tour.id}`);
  await page.getByRole('link', { name: 'Contact service' }).click();
  await expect(page).toHaveURL(new RegExp(`/personalCenter/6\\?id=${tour.merchantId}$`));
  await expect(page.getByRole('tab', { name: 'Message', selected: true })).toBeVisible();

  const question = 'Is the tour suitable for a seven-year-old?';
  await page.getByRole('textbox', { name: 'Your message' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  const chat = page.getByRole('log', { name: 'Chat with the guide' });
  await expect(chat.getByText(question)).toBeVisible();
  await expect(chat.getByText('Thanks for your message! I will get back to you with details shortly.')).toBeVisible({ timeout: 15_000 });

  const thread = (await shop.data('member.my.message.list', {}, token)).find((t) => t.merchantId === tour.merchantId);
  expect(thread, 'the server holds the new conversation').toBeDefined();
  const history = await shop.data('member.my.message.content.list', { pageNo: 1, messageId: thread?.id ?? 0 }, token);
  expect(JSON.stringify(history)).toContain(question);
});
