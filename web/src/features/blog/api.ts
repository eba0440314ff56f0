import type { BlogOrder } from '@tours/contract';
import { BLOG_BANNER_SLIDES, PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions } from '../../api/query';

export interface BlogListCriteria {
  order: BlogOrder;
  keyword: string;
  page: number;
  /** 0: every city. */
  cityId: number;
}

/** The blog list (spec §2 Blog): a tab's order, the keyword, the page, optionally one city. */
export const blogListOptions = ({ order, keyword, page, cityId }: BlogListCriteria) =>
  callQueryOptions('blog.list', {
    pageNo: page,
    pageSize: PAGE_SIZE,
    keyword,
    cityIds: cityId > 0 ? [cityId] : [],
    orderBy: order,
  });

/** The banner posts above the list. */
export const blogBannerOptions = () => callQueryOptions('blog.list', { recommendBanner: true, pageNo: 1, pageSize: BLOG_BANNER_SLIDES });

/** One post; its failure is not toasted (spec §8), the page shows it with Retry. */
export const blogDetailOptions = (id: number) => callQueryOptions('blog.detail', { id });
