import { AD_POSITION_BANNER, PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions } from '../../api/query';
import type { Language } from '../../lib/preferences';

/** The home page's own calls (spec §2 Home); cities and categories are shared (api/cities.ts, api/categories.ts). */

/** The banner carousel's slides. */
export const homeBannersOptions = () => callQueryOptions('ad.list', { position: AD_POSITION_BANNER });

/**
 * Popular (recommendHot) or New Routes (recommendNew): the first page, priced in the person's currency. The backend
 * chooses what it recommends to whom: the rows hold the tours written in the reader's language, the one the call's
 * Accept-Language names (docs/backend-questions.md), and no tour is in both rows. The page shows them as they come;
 * the language is part of the key, so a visitor who switches language is asked the rows again rather than shown the
 * other language's.
 */
export const recommendedToursOptions = (kind: 'hot' | 'new', currencyId: number, language: Language) =>
  callQueryOptions(
    'product.search',
    {
      pageNo: 1,
      pageSize: PAGE_SIZE,
      currencyId,
      ...(kind === 'hot' ? { recommendHot: true } : { recommendNew: true }),
    },
    { language },
  );

/** Did You Know: the one hot blog post, chosen as the rows are, in the reader's language (the language is in the key). */
export const didYouKnowOptions = (language: Language) =>
  callQueryOptions('blog.list', { recommendHot: true, pageNo: 1, pageSize: 1 }, { language });
