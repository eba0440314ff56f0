import { articleListOptions } from '../../api/articles';
import { currencyOptions } from '../../api/currencies';
import { shopIds } from '../../config/shop-ids';
import type { FirstScreenQueries } from '../../lib/first-screen';

/** Every page's chrome: the currency in the top bar and the footer's four article groups. */
export const layoutFirstScreen: FirstScreenQueries = () => [
  currencyOptions(),
  ...Object.values(shopIds.footerArticleCategories).map((categoryId) => articleListOptions(categoryId)),
];
