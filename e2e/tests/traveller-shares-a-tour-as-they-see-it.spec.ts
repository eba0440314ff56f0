import type { Page } from '@playwright/test';
import { LAPTOP_AND_PHONE, PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { chooseInTheHeader } from '../support/language-dialog';

/** Where Linux Chromium has no share sheet, the page gets one that records what it was asked to share. */
async function recordShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedByTheSheet: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
  });
}

for (const { name, use } of LAPTOP_AND_PHONE) {
  test.describe(`at a ${name}`, () => {
    // The phone is a touch screen, the one kind of device that is offered its system share sheet.
    test.use(name === 'phone' ? { ...use, hasTouch: true, isMobile: true } : use);

    test('a traveller reads a tour in Chinese, switches language, and shares the address of what they see', async ({
      page,
      context,
      browser,
      shop,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await recordShareSheet(page);
      const [tour] = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
      if (!tour) throw new Error('the seed has tours');
      const tourPath = `/productInfo/${tour.id}`;
      const main = page.getByRole('main');

      await page.goto(`/productInfo/${tour.id}?lang=zh`);
      await expect(main.getByLabel('城市')).toHaveText(tour.cityChineseName);

      await test.step('in English, the address names no language', async () => {
        await chooseInTheHeader(page, 'zh', { language: 'English' });
        await expect(main.getByLabel('City')).toHaveText(tour.cityEnglishName);
        await expect(page).toHaveURL((address) => address.pathname === tourPath && address.search === '');
      });

      await test.step('back in Chinese, the address says so', async () => {
        await chooseInTheHeader(page, 'en', { language: '简体中文' });
        await expect(main.getByLabel('城市')).toHaveText(tour.cityChineseName);
        await expect(page).toHaveURL((address) => address.pathname === tourPath && address.search === '?lang=zh');
      });

      const shareRow = main.getByRole('group', { name: '分享' });
      const chineseAddress = page.url();

      await test.step('the copied link opens for someone else in Chinese', async () => {
        await shareRow.getByRole('button', { name: '复制链接' }).click();
        await expect(shareRow.getByRole('button', { name: '链接已复制' })).toBeVisible();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(chineseAddress);
        const someoneElse = await browser.newContext();
        const theirPage = await someoneElse.newPage();
        await theirPage.goto(copied);
        await expect(theirPage.getByRole('main').getByLabel('城市')).toHaveText(tour.cityChineseName);
        await someoneElse.close();
      });

      await test.step('chat apps and networks share the same address; Google is no share target', async () => {
        for (const network of ['WhatsApp', 'Facebook', 'X', 'LinkedIn']) {
          const link = shareRow.getByRole('link', { name: `分享到 ${network}` });
          await expect(link).toHaveAttribute('href', new RegExp(`=${encodeURIComponent(chineseAddress).replace(/[.?]/g, '\\$&')}$`));
        }
        await expect(shareRow.getByRole('link', { name: /Google/ })).toHaveCount(0);
        await shareRow.getByRole('button', { name: '微信' }).click();
        const wechat = page.getByRole('dialog', { name: '微信' });
        await expect(wechat.getByRole('img', { name: '本线路页面的二维码' })).toBeVisible();
        await expect(wechat.getByText('用微信扫一扫，打开此线路后即可分享')).toBeVisible();
        await page.keyboard.press('Escape');
      });

      await test.step(
        name === 'phone' ? "the phone's own share sheet gets the address" : 'a laptop is offered no share sheet',
        async () => {
          const sheet = shareRow.getByRole('button', { name: '分享…' });
          if (name !== 'phone') {
            await expect(sheet).toHaveCount(0);
            return;
          }
          await sheet.click();
          const shared = await page.evaluate(() => (window as unknown as { sharedByTheSheet: ShareData[] }).sharedByTheSheet);
          expect(shared).toEqual([{ title: tour.name, url: chineseAddress }]);
        },
      );

      await test.step("a link of the shop's own leads to an address in Chinese too", async () => {
        await main.getByRole('link', { name: /^导游：/ }).click();
        await expect(page).toHaveURL((address) => address.pathname === '/guide' && address.searchParams.get('lang') === 'zh');
      });
    });
  });
}

test.describe('at a phone', () => {
  test.use(PHONE);

  test('a visitor who chose Chinese opens a tour by its English address: the address turns Chinese, and the first tap opens the booking sheet', async ({
    page,
    usePreferences,
  }) => {
    await usePreferences({ language: 'zh' });
    await page.goto('/');
    await page.goto('/productInfo/1');
    // The address is replaced in place, not by a navigation of the app: a tap made meanwhile still counts.
    await page.getByRole('button', { name: '查看可订日期' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: '查询' })).toBeVisible();
    await expect(page).toHaveURL((address) => address.pathname === '/productInfo/1' && address.search === '?lang=zh');
  });
});
