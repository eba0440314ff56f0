import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

test('when the session expires the customer is sent to /login with the server message and the token is gone', async ({
  page,
  shop,
  mock,
  logIn,
}) => {
  const token = await logIn(DEMO.email, DEMO.password);
  // The session expires once the page has what it asked for, so only the customer's click meets the expired session.
  const memberInfo = page.waitForResponse((response) => response.url().endsWith('/rest/api/member/info'));
  await page.goto('/personalCenter/2');
  await expect(page.getByRole('tablist', { name: 'Order status' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Order / }).first()).toBeVisible();
  await memberInfo;

  await mock.setSessionExpired(true);
  const refused = await shop.call('trade.order.page', { pageNo: 1, status: 10 }, token);
  expect(refused.code).toBe(201);
  const serverMessage = refused.message ?? refused.msg ?? '';
  expect(serverMessage).not.toBe('');

  await page.getByRole('tab', { name: /^Booked/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // The toast shown before the full reload is carried over it, so the person reads why they are here.
  await expect(page.getByText(serverMessage, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  await mock.setSessionExpired(false);
  expect((await shop.call('member.info', {}, token)).code, 'the server still knows the token once the switch is off').toBe(200);
});
