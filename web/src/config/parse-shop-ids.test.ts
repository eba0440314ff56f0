import { DEFAULT_SHOP_IDS } from '@tours/contract/constants';
import { describe, expect, it } from 'vitest';
import { parseShopIds as parseWithDefaults } from './parse-shop-ids';

const parseShopIds = (setting: string | undefined) => parseWithDefaults(setting, DEFAULT_SHOP_IDS);

describe('VITE_SHOP_IDS (the deployment setting for fixed ids)', () => {
  it('gives the mock seed’s ids when not set', () => {
    expect(parseShopIds(undefined)).toEqual(DEFAULT_SHOP_IDS);
    expect(parseShopIds('  ')).toEqual(DEFAULT_SHOP_IDS);
  });

  it('overrides only the ids it names', () => {
    const ids = parseShopIds('{"legalArticles":{"terms":7},"defaultCurrency":3}');
    expect(ids.legalArticles).toEqual({ terms: 7, privacy: DEFAULT_SHOP_IDS.legalArticles.privacy });
    expect(ids.defaultCurrency).toBe(3);
    expect(ids.footerArticleCategories).toEqual(DEFAULT_SHOP_IDS.footerArticleCategories);
  });

  it('stops the build with the key that is wrong', () => {
    expect(() => parseShopIds('{"legalArticle":{"terms":7}}')).toThrow('VITE_SHOP_IDS.legalArticle: unknown key');
    expect(() => parseShopIds('{"legalArticles":{"terms":"7"}}')).toThrow(
      'VITE_SHOP_IDS.legalArticles.terms: must be a positive integer id',
    );
    expect(() => parseShopIds('{"defaultCurrency":0}')).toThrow('VITE_SHOP_IDS.defaultCurrency');
    expect(() => parseShopIds('{terms: 7}')).toThrow('must be JSON');
  });
});
