import { ALICE, AUTO_REPLY_DELAY_MS } from '../support/demo-data';
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

test('a long chat opens at its newest message, and reading it clears the thread’s unread badge', async ({ page, shop, mock, logIn }) => {
  const token = await logIn(ALICE.email, ALICE.password);
  const talkingTo = new Set((await shop.data('member.my.message.list', {}, token)).map((t) => t.merchantId));
  const tours = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  const tour = tours.find((t) => !talkingTo.has(t.merchantId));
  if (!tour) throw new Error('a tour whose guide Alice has not written to yet');

  // A conversation longer than the chat box: six questions, each answered by the guide.
  await page.goto(`/personalCenter/6?id=${tour.merchantId}`);
  const chat = page.getByRole('log', { name: 'Chat with the guide' });
  const input = page.getByRole('textbox', { name: 'Your message' });
  for (let n = 1; n <= 6; n += 1) {
    await input.fill(`Question number ${n}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText(`Question number ${n}`)).toBeVisible();
  }
  const replies = chat.locator('[data-from="guide"]');
  await expect(replies).toHaveCount(6, { timeout: 30_000 });
  // Followed while open: the newest message is in view, not only in the box.
  await expect(chat.locator('[data-from]').last()).toBeInViewport();

  // One more question, and the customer leaves before the answer: it waits unread.
  await input.fill('Question number 7');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Question number 7')).toBeVisible();
  await page.goto('/personalCenter/1');
  // The guide answers 1.5 s after a message on the world's clock (AUTO_REPLY_DELAY_MS): moved past it, not waited for.
  await mock.advanceClock({ ms: AUTO_REPLY_DELAY_MS });

  // Opened again, the thread shows its unread answer; the chat starts at its newest message, the first question
  // scrolled out of view above, and reading it clears the badge.
  const thread = (await shop.data('member.my.message.list', {}, token)).find((t) => t.merchantId === tour.merchantId);
  if (!thread) throw new Error('the new conversation is on the server');
  await page.goto('/personalCenter/6');
  const item = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: thread.merchantName });
  await expect(item.getByLabel(/unread message/)).toBeVisible();
  await item.click();
  await expect(chat.locator('[data-from="guide"]')).toHaveCount(7);
  await expect(chat.locator('[data-from]').last()).toBeInViewport();
  await expect(chat.getByText('Question number 1', { exact: true })).not.toBeInViewport();
  await expect(item.getByLabel(/unread message/)).toHaveCount(0);
});
