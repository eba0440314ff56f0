import { PAGE_SIZE } from '@tours/contract/constants';
import { callQueryOptions } from './query';

/** One article: the article page, the legal links, the header's settlement entries (spec §2). */
export const articleDetailOptions = (id: number) => callQueryOptions('article.detail', { id });

/** The first page of an article category (the footer's groups). */
export const articleListOptions = (categoryId: number) => callQueryOptions('article.list', { categoryId, pageNo: 1, pageSize: PAGE_SIZE });
