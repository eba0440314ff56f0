import { CONTENT_CATEGORY_IDS, FOOTER_ARTICLE_CATEGORY_IDS, LEGAL_ARTICLE_IDS } from '@tours/contract';
import type { contentCalls } from '@tours/contract/calls/content';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const contentCases = {
  'article.list': {
    happy: async (app) => {
      const body = await callApi(app, 'article.list', {
        categoryId: FOOTER_ARTICLE_CATEGORY_IDS.usefulInformation,
        pageNo: 1,
        pageSize: 10,
      });
      expect(body.data?.list.length).toBeGreaterThan(0);
    },
    refusal: { payload: {}, code: 400 },
  },
  'article.detail': {
    happy: async (app) =>
      expect((await callApi(app, 'article.detail', { id: LEGAL_ARTICLE_IDS.terms })).data?.id).toBe(LEGAL_ARTICLE_IDS.terms),
    refusal: { payload: { id: 999_999 }, code: 404 },
  },
  'content.list': {
    happy: async (app) => {
      const body = await callApi(app, 'content.list', { categoryId: CONTENT_CATEGORY_IDS.settlementBenefits, pageNo: 1, pageSize: 10 });
      expect(body.data?.list.length).toBeGreaterThan(0);
    },
    refusal: { payload: { categoryId: 'x' }, code: 400 },
  },
  'blog.list': {
    happy: async (app) => expect((await callApi(app, 'blog.list', { orderBy: 1, pageNo: 1 })).data?.list.length).toBeGreaterThan(0),
    refusal: { payload: { orderBy: '7' }, code: 400 },
  },
  'blog.detail': {
    happy: async (app) => {
      const first = await callApi(app, 'blog.detail', { id: 1 });
      const second = await callApi(app, 'blog.detail', { id: 1 });
      expect(second.data?.hitCount).toBe((first.data?.hitCount ?? 0) + 1);
    },
    refusal: { payload: { id: 999_999 }, code: 404 },
  },
} satisfies AreaCases<keyof typeof contentCalls>;
