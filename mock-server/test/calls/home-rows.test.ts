import { PAGE_SIZE } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';

const HAN = /\p{Script=Han}/u;
/** What the shop sends (web/src/lib/localize-message.ts) for each of its two languages. */
const ACCEPT_LANGUAGE = { en: 'en', zh: 'zh-CN,zh;q=0.9,en;q=0.5' } as const;

interface Card {
  id: number;
  name: string;
}

/** product.search as a reader of one language sends it (Accept-Language). */
async function searchIn(app: FastifyInstance, language: keyof typeof ACCEPT_LANGUAGE, payload: Record<string, unknown>) {
  const request = callRequest('product.search', payload);
  const response = await app.inject({ ...request, headers: { ...request.headers, 'accept-language': ACCEPT_LANGUAGE[language] } });
  const body = response.json() as { code: number; data: Card[] };
  expect(body.code).toBe(200);
  return body.data;
}

/** The home's Popular and New Routes rows as the shop asks them (web/src/features/home/api.ts), in one language. */
async function homeRows(app: FastifyInstance, language: keyof typeof ACCEPT_LANGUAGE) {
  const row = { pageNo: 1, pageSize: PAGE_SIZE, currencyId: 1 };
  return {
    popular: await searchIn(app, language, { ...row, recommendHot: true }),
    newRoutes: await searchIn(app, language, { ...row, recommendNew: true }),
  };
}

const idsOf = (cards: readonly Card[]) => cards.map((card) => card.id);

describe('the home page’s recommended rows', () => {
  it('give an English reader only tours named in English, none in both rows', async () => {
    const { popular, newRoutes } = await homeRows(await build(), 'en');
    expect(popular.length).toBeGreaterThan(0);
    expect(newRoutes.length).toBeGreaterThan(0);
    expect([...popular, ...newRoutes].filter((card) => HAN.test(card.name)).map((card) => card.name)).toEqual([]);
    expect(idsOf(newRoutes).filter((id) => idsOf(popular).includes(id))).toEqual([]);
  });

  it('give a Chinese reader only tours named in Chinese, none in both rows', async () => {
    const { popular, newRoutes } = await homeRows(await build(), 'zh');
    expect(popular.length).toBeGreaterThan(0);
    expect(newRoutes.length).toBeGreaterThan(0);
    expect([...popular, ...newRoutes].filter((card) => !HAN.test(card.name)).map((card) => card.name)).toEqual([]);
    expect(idsOf(newRoutes).filter((id) => idsOf(popular).includes(id))).toEqual([]);
  });

  it('leave the tour list to every language: a Chinese reader’s search without a recommendation finds tours named in both', async () => {
    const names = (await searchIn(await build(), 'zh', { pageNo: 1, pageSize: 100 })).map((card) => card.name);
    expect(names.some((name) => HAN.test(name))).toBe(true);
    expect(names.some((name) => !HAN.test(name))).toBe(true);
  });
});

describe('the home page’s blog teaser (Did you know)', () => {
  /** blog.list as the home asks it (web/src/features/home/api.ts didYouKnowOptions), in one language. */
  async function hotPosts(app: FastifyInstance, language: keyof typeof ACCEPT_LANGUAGE) {
    const request = callRequest('blog.list', { recommendHot: true, pageNo: 1, pageSize: 50 });
    const response = await app.inject({ ...request, headers: { ...request.headers, 'accept-language': ACCEPT_LANGUAGE[language] } });
    const body = response.json() as { code: number; data: { list: { title: string }[] } };
    expect(body.code).toBe(200);
    return body.data.list.map((post) => post.title);
  }

  it('recommends a post written in the reader’s language, in English and in Chinese', async () => {
    const app = await build();
    const english = await hotPosts(app, 'en');
    const chinese = await hotPosts(app, 'zh');
    expect(english.length).toBeGreaterThan(0);
    expect(chinese.length).toBeGreaterThan(0);
    expect(english.filter((title) => HAN.test(title))).toEqual([]);
    expect(chinese.filter((title) => !HAN.test(title))).toEqual([]);
  });
});
