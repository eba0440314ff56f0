import { BlogOrder } from '@tours/contract/constants';
import type { FirstScreenQueries } from '../../lib/first-screen';
import { readValues } from '../../lib/use-list-state';
import { type BlogListCriteria, blogBannerOptions, blogDetailOptions, blogListOptions } from './api';

/** The list's state in the URL (?tab=latest&keyword=…&page=2), next to an optional ?cityId= it keeps. */
export const BLOG_LIST_DEFAULTS = { tab: 'recommended', keyword: '', page: '1', cityId: '' };

/** What the list asks for the address's state: the tab's order, the keyword, the page and the city. */
export function blogListCriteria(state: typeof BLOG_LIST_DEFAULTS): BlogListCriteria {
  return {
    order: state.tab === 'latest' ? BlogOrder.Latest : BlogOrder.Recommended,
    keyword: state.keyword,
    page: Math.max(1, Math.trunc(Number(state.page)) || 1),
    cityId: Number(state.cityId) || 0,
  };
}

/** The blog list: the banner posts and the page of posts the address names. */
export const blogListFirstScreen: FirstScreenQueries = ({ searchParams }) => [
  blogListOptions(blogListCriteria(readValues(searchParams, BLOG_LIST_DEFAULTS))),
  blogBannerOptions(),
];

/** One post. */
export const blogDetailFirstScreen: FirstScreenQueries = ({ params }) => {
  const id = Number(params.id);
  return id > 0 ? [blogDetailOptions(id)] : [];
};
