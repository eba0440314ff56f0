import type { Amount } from '@tours/contract';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { chooseInTheHeader } from '../support/language-dialog';

const amount = (given: Amount) => {
  const n = Number(given);
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
};

test('a customer switches to Chinese and to euros; both stay after a reload and are saved to the profile', async ({
  page,
  shop,
  logIn,
}) => {
  const token = await logIn(DEMO.email, DEMO.password);
  const [first] = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  if (!first) throw new Error('the seed has tours');
  const tour = await shop.data('product.detail', { id: first.id });
  const useful = await shop.data('article.list', { categoryId: 2, pageNo: 1, pageSize: 10 });
  const article = useful.list[0];
  const main = page.getByRole('main');
  const footer = page.getByRole('contentinfo');

  await page.goto(`/productInfo/${tour.id}`);
  await expect(main.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
  await expect(main.getByLabel('City')).toHaveText(tour.cityEnglishName);

  await test.step('switch the language to Chinese', async () => {
    await chooseInTheHeader(page, 'en', { language: '简体中文' });
    await expect(page.getByRole('button', { name: '语言和货币' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '预订此线路' })).toBeVisible();
    await expect(main.getByLabel('城市')).toHaveText(tour.cityChineseName);
    if (article) await expect(footer.getByRole('link', { name: article.title })).toBeVisible();
  });

  await test.step('Chinese stays after a reload, and the profile holds it', async () => {
    await page.reload();
    await expect(main.getByRole('heading', { level: 2, name: '预订此线路' })).toBeVisible();
    await expect(main.getByLabel('城市')).toHaveText(tour.cityChineseName);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('zh');
    await expect.poll(async () => (await shop.data('member.info', {}, token)).language).toBe('zh');
  });

  await test.step('switch the currency to euros: prices and symbols change after the reload', async () => {
    const inEuros = await shop.data('product.detail', { id: tour.id, currencyId: 3 });
    expect(inEuros.currencyInco).toBe('€');
    const before = `${tour.currencyInco}${amount(tour.model === 1 ? (tour.teamPrice ?? 0) : (tour.adultPrice ?? 0))}`;
    const after = `€${amount(inEuros.model === 1 ? (inEuros.teamPrice ?? 0) : (inEuros.adultPrice ?? 0))}`;
    await expect(main.getByTestId('price').first()).toContainText(before);

    const reloaded = page.waitForEvent('load');
    await chooseInTheHeader(page, 'zh', { currency: '€ EUR' });
    await reloaded;
    await expect(main.getByTestId('price').first()).toContainText(after);
    await expect(page.getByRole('button', { name: '语言和货币' })).toContainText('€ EUR');
    expect(await page.evaluate(() => window.localStorage.getItem('currencyId'))).toBe('3');
    await expect.poll(async () => (await shop.data('member.info', {}, token)).currencyId).toBe(3);

    await page.goto('/productList');
    await expect(page.getByRole('region', { name: '线路结果' }).getByTestId('price').first()).toContainText('€');
  });
});
