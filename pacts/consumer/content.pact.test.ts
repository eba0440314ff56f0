import { MatchersV3 } from '@pact-foundation/pact';
import {
  articleSchema,
  BLOG_BANNER_SLIDES,
  BlogOrder,
  CONTENT_CATEGORY_IDS,
  codes,
  FOOTER_ARTICLE_CATEGORY_IDS,
  LEGAL_ARTICLE_IDS,
  PAGE_SIZE,
} from '@tours/contract';
import * as sample from '@tours/contract/samples';
import { describe, expect, it } from 'vitest';
import { pactArea } from '../support/area';
import { pinCall } from '../support/interaction';
import { chineseHtml, chineseText, englishHtml, englishText, html } from '../support/pinned-text';
import { shapeOf } from '../support/shape';
import { dataShape } from '../support/shapes';
import { catalogueHolding, states } from '../support/states';

const { eachLike } = MatchersV3;

const pact = pactArea('content', ['article.list', 'article.detail', 'content.list', 'blog.list', 'blog.detail']);
const { catalogue } = states;
/** Blog 2 of the seed is tied to a tour, so its activity card is part of the answer. */
const BLOG_ID = 2;

/**
 * An article as the seed writes it in both languages, each in its own script: its titles always; its texts as HTML
 * (the footer's pages, the legal texts), as prose (the merchant page's content), or not at all where the seed leaves
 * them empty (the footer's links).
 */
function bilingualArticle(texts: 'html' | 'prose' | 'none') {
  const { title, titleEn, content, contentEn } = sample.article;
  const pinnedTexts = {
    html: { content: chineseHtml(content), contentEn: englishHtml(contentEn) },
    prose: { content: chineseText(content), contentEn: englishText(contentEn) },
    none: {},
  }[texts];
  return {
    ...(shapeOf(articleSchema, sample.article) as object),
    title: chineseText(title),
    titleEn: englishText(titleEn),
    ...pinnedTexts,
  };
}
const articlePage = (texts: 'html' | 'prose' | 'none') => ({
  ...(dataShape('article.list', { list: [sample.article], total: 1 }) as object),
  list: eachLike(bilingualArticle(texts)),
});

describe('articles and content', () => {
  // Every footer group the shop reads by its fixed id, and the sitemap paging through the one whose articles are pages.
  it.each([
    ['the footer’s useful information', FOOTER_ARTICLE_CATEGORY_IDS.usefulInformation, PAGE_SIZE, 'html'],
    ['the footer’s contact group', FOOTER_ARTICLE_CATEGORY_IDS.contact, PAGE_SIZE, 'html'],
    ['the footer’s friendly links', FOOTER_ARTICLE_CATEGORY_IDS.friendlyLinks, PAGE_SIZE, 'none'],
    ['the footer’s app links', FOOTER_ARTICLE_CATEGORY_IDS.appLinks, PAGE_SIZE, 'none'],
    ['the footer’s useful information, a page of a hundred (the sitemap)', FOOTER_ARTICLE_CATEGORY_IDS.usefulInformation, 100, 'html'],
  ] as const)('lists %s', async (scenario, categoryId, pageSize, texts) => {
    const body = await pinCall(pact, {
      call: 'article.list',
      scenario,
      states: [catalogueHolding({ articleCategoryId: categoryId })],
      payload: { categoryId, pageNo: 1, pageSize },
      data: articlePage(texts),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads the terms', async () => {
    const body = await pinCall(pact, {
      call: 'article.detail',
      scenario: 'the terms and conditions',
      states: [catalogueHolding({ articleId: LEGAL_ARTICLE_IDS.terms })],
      payload: { id: LEGAL_ARTICLE_IDS.terms },
      data: bilingualArticle('html'),
    });
    expect(body.code).toBe(codes.success);
  });

  // The merchant application page reads both of its content categories by their fixed ids.
  it.each([
    ['the settlement intro', CONTENT_CATEGORY_IDS.settlementIntro],
    ['the settlement benefits', CONTENT_CATEGORY_IDS.settlementBenefits],
  ] as const)('lists %s', async (scenario, categoryId) => {
    const body = await pinCall(pact, {
      call: 'content.list',
      scenario,
      states: [catalogueHolding({ articleCategoryId: categoryId })],
      payload: { categoryId, pageNo: 1, pageSize: PAGE_SIZE },
      data: articlePage('prose'),
    });
    expect(body.code).toBe(codes.success);
  });
});

describe('blog', () => {
  it('lists the recommended posts', async () => {
    const body = await pinCall(pact, {
      call: 'blog.list',
      scenario: 'recommended posts, first page',
      states: [catalogue],
      payload: { pageNo: 1, pageSize: PAGE_SIZE, keyword: '', cityIds: [], orderBy: BlogOrder.Recommended },
      data: dataShape('blog.list', { list: [sample.blog], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('pages through every post, a hundred at a time (the sitemap)', async () => {
    const body = await pinCall(pact, {
      call: 'blog.list',
      scenario: 'every post, a page of a hundred',
      states: [catalogue],
      payload: { pageNo: 1, pageSize: 100 },
      data: dataShape('blog.list', { list: [sample.blog], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('searches the posts by a word and a city', async () => {
    const body = await pinCall(pact, {
      call: 'blog.list',
      scenario: 'posts found by a word and a city',
      states: [catalogueHolding({ cityIds: [1] })],
      payload: { pageNo: 1, pageSize: PAGE_SIZE, keyword: 'dumplings', cityIds: [1], orderBy: BlogOrder.Latest },
      // Whether a post matches is the seed's business: a list and its total are what is pinned.
      data: dataShape('blog.list', { list: [], total: 0 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it.each([
    ['the blog banner (three recommended-for-banner posts)', { recommendBanner: true, pageNo: 1, pageSize: BLOG_BANNER_SLIDES }],
    ['home’s “Hey! Do you Know?” post (one hot post)', { recommendHot: true, pageNo: 1, pageSize: 1 }],
  ] as const)('lists %s', async (scenario, payload) => {
    const body = await pinCall(pact, {
      call: 'blog.list',
      scenario,
      states: [catalogue],
      payload,
      data: dataShape('blog.list', { list: [sample.blog], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads a post with its tour', async () => {
    const body = await pinCall(pact, {
      call: 'blog.detail',
      scenario: 'a post tied to a tour',
      states: [catalogueHolding({ blogId: BLOG_ID })],
      payload: { id: BLOG_ID },
      data: { ...(dataShape('blog.detail', sample.blog) as object), content: html(sample.blog.content ?? '') },
    });
    expect(body.code).toBe(codes.success);
  });
});
