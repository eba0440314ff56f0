import { type Article, type Blog, BlogOrder } from '@tours/contract';
import { findTour, tourPicUrl } from '../catalog.js';
import { notFound } from '../errors.js';
import type { ArticleRow, BlogRow, State } from '../state.js';
import { languageOfRequest, textLanguage } from '../text-language.js';
import { newerFirst } from '../time.js';
import type { Handlers } from '../types.js';

const articleView = ({ categoryId: _category, sort: _sort, ...article }: ArticleRow): Article => article;

function blogView(state: State, blog: BlogRow): Blog {
  const tour = blog.spuId === null ? undefined : findTour(state, blog.spuId);
  return {
    id: blog.id,
    title: blog.title,
    tagNames: blog.tagNames,
    introduction: blog.introduction,
    picUrl: blog.picUrl,
    hitCount: blog.hitCount,
    createTime: blog.createTime,
    spuInformation: tour
      ? {
          id: tour.id,
          picUrl: tourPicUrl(state, tour),
          name: tour.name,
          score: tour.score ?? 0,
          duration: tour.duration,
          salesCount: tour.salesCount,
        }
      : null,
  };
}

function articlesOf(state: State, categoryId: number, pageNo: number, pageSize: number) {
  const all = state.articles.filter((a) => a.categoryId === categoryId).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const start = (pageNo - 1) * pageSize;
  return { list: all.slice(start, start + pageSize).map(articleView), total: all.length };
}

export const contentHandlers = {
  'article.list': (input, ctx) => articlesOf(ctx.state, input.categoryId, input.pageNo, input.pageSize),
  'content.list': (input, ctx) => articlesOf(ctx.state, input.categoryId, input.pageNo, input.pageSize),

  'article.detail': (input, ctx) => {
    const article = ctx.state.articles.find((a) => a.id === input.id);
    if (!article) throw notFound('article.missing', { id: input.id });
    return articleView(article);
  },

  /** The list leaves out the HTML body (detail has it): cards never show it. */
  'blog.list': (input, ctx) => {
    const keyword = input.keyword?.trim().toLowerCase();
    const cities = new Set(input.cityIds);
    const all = ctx.state.blogs
      .filter((b) => !input.recommendBanner || b.recommendBanner)
      // The hot posts are recommended as the home's tour rows are (search.ts): those written in the caller's language.
      .filter((b) => !input.recommendHot || (b.recommendHot && textLanguage(b.title) === languageOfRequest(ctx)))
      .filter((b) => cities.size === 0 || cities.has(b.cityId))
      .filter((b) => !keyword || [b.title, b.introduction, ...b.tagNames].some((text) => text.toLowerCase().includes(keyword)))
      .sort((a, b) =>
        input.orderBy === BlogOrder.Latest
          ? newerFirst(a.createTime, b.createTime) || b.id - a.id
          : b.recommendWeight - a.recommendWeight || a.id - b.id,
      );
    const start = (input.pageNo - 1) * input.pageSize;
    return { list: all.slice(start, start + input.pageSize).map((b) => blogView(ctx.state, b)), total: all.length };
  },

  'blog.detail': (input, ctx) => {
    const blog = ctx.state.blogs.find((b) => b.id === input.id);
    if (!blog) throw notFound('blog.missing', { id: input.id });
    blog.hitCount += 1;
    return { ...blogView(ctx.state, blog), content: blog.content };
  },
} satisfies Partial<Handlers>;
