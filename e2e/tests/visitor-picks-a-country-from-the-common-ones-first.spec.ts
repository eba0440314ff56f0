import type { Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../support/devices';
import { expect, test } from '../support/fixtures';

/**
 * Every country picker (here the register page's region) opens on the shop's common countries under their own label,
 * then lists all the others alphabetically in the page's language, each name in that language: the seeded list
 * comes in ISO-code order, and its Chinese field of Ascension Island is English.
 */
const LANGUAGES = {
  en: {
    label: 'Country or region',
    common: 'Common',
    all: 'All countries and regions',
    firstCommon: ['+86 China', '+852 Hong Kong', '+853 Macao', '+886 Taiwan', '+1 United States', '+44 United Kingdom'],
    firstOthers: ['+93 Afghanistan', '+358 Åland Islands', '+355 Albania', '+213 Algeria'],
    ascension: '+247 Ascension Island',
  },
  zh: {
    label: '国家或地区',
    common: '常用',
    all: '全部国家和地区',
    firstCommon: ['+86 中国', '+852 香港', '+853 澳门', '+886 中国台湾省', '+1 美国', '+44 英国'],
    // Pinyin order: a-er-ba-ni-ya, a-er-ji-li-ya, a-fu-han, a-gen-ting.
    firstOthers: ['+355 阿尔巴尼亚', '+213 阿尔及利亚', '+93 阿富汗', '+54 阿根廷'],
    ascension: '+247 阿森松岛',
  },
} as const;

const optionTexts = (page: Page, group: string) => page.getByRole('group', { name: group }).getByRole('option').allTextContents();

for (const viewport of [{ width: 1280, height: 800 }, PHONE_VIEWPORT]) {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    test(`at ${viewport.width}x${viewport.height} in ${language}, the region picker shows the common countries first, then the rest alphabetically, all named in ${language}`, async ({
      page,
      usePreferences,
    }, testInfo) => {
      await usePreferences({ language: language as keyof typeof LANGUAGES });
      await page.setViewportSize(viewport);
      await page.goto('/register');
      const picker = page
        .getByRole('combobox', { name: words.label, exact: true })
        .or(page.getByRole('textbox', { name: words.label, exact: true }));
      await picker.first().click();

      const listbox = page.getByRole('listbox');
      await expect(listbox.getByRole('group', { name: words.common })).toBeVisible();
      // The common label comes before the rest's: the first option of the whole list is a common one.
      await expect(listbox.getByRole('option').first()).toHaveText(words.firstCommon[0]);
      expect((await optionTexts(page, words.common)).slice(0, words.firstCommon.length)).toEqual(words.firstCommon);
      const others = await optionTexts(page, words.all);
      expect(others.slice(0, words.firstOthers.length)).toEqual(words.firstOthers);
      expect(others).toContain(words.ascension);
      if (language === 'zh')
        for (const text of [...(await optionTexts(page, words.common)), ...others]) expect(text).toMatch(/\p{Script=Han}/u);
      await page.screenshot({ path: testInfo.outputPath(`region-picker-${language}-${viewport.width}.png`) });
      // Where the common ones end, the label of all the others divides the two.
      await listbox.getByRole('option', { name: words.firstOthers[0] }).scrollIntoViewIfNeeded();
      await expect(listbox.getByRole('group', { name: words.all }).getByText(words.all, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`region-picker-${language}-${viewport.width}-all.png`) });

      // Still searchable: typing narrows the list to the match, and picking it fills the field.
      await picker.first().fill(language === 'zh' ? '阿森松岛' : 'Ascension Island');
      await expect(listbox.getByRole('option')).toHaveText([words.ascension]);
      await listbox.getByRole('option', { name: words.ascension }).click();
      await expect(picker.first()).toHaveValue(words.ascension);
    });
  }
}

test('at 390x844 in zh, a region picker whose country list failed says so under the field, and Try again brings the grouped list', async ({
  page,
  mock,
  usePreferences,
}, testInfo) => {
  const words = LANGUAGES.zh;
  await usePreferences({ language: 'zh' });
  await page.setViewportSize(PHONE_VIEWPORT);
  await mock.setFault({ call: 'country', errorCode: 500, errorMessage: 'Countries are resting' });
  await page.goto('/register');
  await expect(page.getByRole('alert').filter({ hasText: '国家和地区列表加载失败。' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('region-picker-zh-390-failed.png') });

  await mock.clearFaults();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '国家和地区列表加载失败。' })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: words.label, exact: true })
    .or(page.getByRole('combobox', { name: words.label, exact: true }))
    .first()
    .click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(words.firstCommon[0]);
});
