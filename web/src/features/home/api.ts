import { AD_POSITION_BANNER, PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions } from '../../api/query';

/** The home page's own calls (spec §2 Home); cities and categories are shared (api/cities.ts, api/categories.ts). */

/** The banner carousel's slides. */
export const homeBannersOptions = () => callQueryOptions('ad.list', { position: AD_POSITION_BANNER });

/** Popular (recommendHot) or New Routes (recommendNew): the first page, priced in the person's currency. */
export const recommendedToursOptions = (kind: 'hot' | 'new', currencyId: number) =>
  callQueryOptions('product.search', {
    pageNo: 1,
    pageSize: PAGE_SIZE,
    currencyId,
    ...(kind === 'hot' ? { recommendHot: true } : { recommendNew: true }),
  });

/** Did You Know: the one hot blog post. */
export const didYouKnowOptions = () => callQueryOptions('blog.list', { recommendHot: true, pageNo: 1, pageSize: 1 });
