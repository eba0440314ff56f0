import type { Locator, Page } from '@playwright/test';
import { bookableTour, bookThroughPanel, openBookingPanel, orderIdFromUrl } from '../support/booking';
import { PHONE } from '../support/devices';
import { chooseInTheHeader } from '../support/language-dialog';
import { expect, logInThroughTheForm, previewStarted, test } from '../support/preview-fixtures';
import { PREVIEW_BASE } from '../support/preview-host';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The controls of `area` that the toolbar's closed handle lies over: none, for a person to reach them all. */
async function controlsUnderTheHandle(page: Page, area: Locator): Promise<string[]> {
  const handle = await page.getByRole('button', { name: 'Mock toolbar' }).boundingBox();
  if (!handle) throw new Error('the preview shows its toolbar handle');
  const covered: string[] = [];
  for (const control of await area.getByRole('button').all()) {
    const box = await control.boundingBox();
    if (box && overlap(handle, box)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

/**
 * On a phone, where the booking panel is a sheet across the screen's width and the toolbar's handle sits on its left
 * edge. The English wallet page at a laptop's size is customer-pays-with-the-wallet-in-the-preview.spec.ts's.
 */
test.describe('at a phone', () => {
  test.use(PHONE);

  test('in the preview, the toolbar leaves the booking controls free, and a Chinese customer meets the same wallet page as on the mock server', async ({
    page,
    api,
  }) => {
    await page.goto('');
    await previewStarted(page);
    await logInThroughTheForm(page);
    const tour = await bookableTour(api);

    await test.step("the toolbar's handle lies over none of the booking controls", async () => {
      await page.goto(`productInfo/${tour.id}`);
      const panel = await openBookingPanel(page);
      await expect(panel.getByRole('button', { name: 'CHECK' })).toBeVisible();
      expect(await controlsUnderTheHandle(page, panel)).toEqual([]);
    });

    await bookThroughPanel(page, tour);

    await test.step('in Chinese, PayPal leads to the wallet page in Chinese, laid out as the mock server lays it out', async () => {
      await chooseInTheHeader(page, 'en', { language: '简体中文' });
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByRole('button', { name: '确认支付' }).click();
      await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}mock-paypal/checkout\\?token=`));
      await expect(page.getByRole('heading', { name: '模拟 PayPal' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page).toHaveTitle('模拟 PayPal – 确认付款');
      // The mock's stylesheet: a white card on grey, the amount large, the two choices stacked at one width.
      await expect(page.locator('main.wallet')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(page.locator('.amount')).toHaveCSS('font-size', '32px');
      const approve = await page.getByRole('button', { name: '确认付款' }).boundingBox();
      const cancel = await page.getByRole('link', { name: '取消并返回商店' }).boundingBox();
      expect(approve && cancel && { x: cancel.x - approve.x, width: cancel.width - approve.width, below: cancel.y > approve.y }).toEqual({
        x: 0,
        width: 0,
        below: true,
      });
    });

    await test.step('Cancel returns to the unpaid order, in Chinese', async () => {
      await page.getByRole('link', { name: '取消并返回商店' }).click();
      await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}orderInfo/\\d+\\?payment=cancelled`));
      const orderId = orderIdFromUrl(page);
      await expect(page.getByRole('heading', { level: 1, name: `订单 ${orderId}` })).toBeVisible();
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      expect(await api.data('trade.order.get-detail', { id: orderId }, token ?? '')).toMatchObject({ status: 0, payStatus: false });
    });
  });
});
