import { CONTENT_CATEGORY_IDS, DICT_TYPE_DURATION, FOOTER_ARTICLE_CATEGORY_IDS, LEGAL_ARTICLE_IDS } from '@tours/contract';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import { type Cases, day } from './cases.js';

type PublicCall =
  | 'verify.register'
  | 'verify.login'
  | 'verify.sendCode'
  | 'member.product.comment.page'
  | 'product.search'
  | 'product.detail'
  | 'product.appointment'
  | 'category.list'
  | 'ad.list'
  | 'city.list'
  | 'language.check'
  | 'currency.check'
  | 'dict-data.list'
  | 'country'
  | 'article.list'
  | 'article.detail'
  | 'content.list'
  | 'blog.list'
  | 'blog.detail'
  | 'member.merchant.application'
  | 'member.merchant.verification_code'
  | 'member.merchant.detail.check'
  | 'trade.order.settlement';

const ok = { code: 200, message: 'Success' };

export const publicCases: Cases<PublicCall> = {
  'verify.sendCode': async (app) => {
    expect(await callApi(app, 'verify.sendCode', { account: 'new@tours.test' })).toMatchObject(ok);
    expect((await app.inject({ url: '/__mock/outbox/latest-code?email=new@tours.test' })).json().code).toMatch(/^\d{6}$/);
  },
  'verify.register': async (app) => {
    await callApi(app, 'verify.sendCode', { account: 'new@tours.test' });
    const { code } = (await app.inject({ url: '/__mock/outbox/latest-code?email=new@tours.test' })).json();
    const body = await callApi(app, 'verify.register', {
      name: 'New',
      surname: 'Person',
      username: 'new@tours.test',
      password: 'Pw123456!',
      areaId: 1,
      code,
    });
    expect(body.data?.token).toBeTruthy();
  },
  'verify.login': async (_app, token) => expect(token).toBeTruthy(),
  'member.product.comment.page': async (app) => {
    const body = await callApi(app, 'member.product.comment.page', { spuId: 1, pageNo: 1 });
    expect(body.data?.total).toBeGreaterThanOrEqual(0);
  },
  'product.search': async (app, token) => {
    const body = await callApi(app, 'product.search', { pageSize: 3, orderBy: 'adultPrice ASC', cityIds: ['1', '2'] }, { token });
    expect(body).toMatchObject(ok);
    const prices = (body.data ?? []).map((t) => t.adultPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  },
  'product.detail': async (app) => expect((await callApi(app, 'product.detail', { id: 1 })).data?.id).toBe(1),
  'product.appointment': async (app) => {
    const body = await callApi(app, 'product.appointment', { id: 1, startDate: day(1), endDate: day(10) });
    expect(body.data).toHaveLength(10);
  },
  'trade.order.settlement': async (app) => {
    const days = await callApi(app, 'product.appointment', { id: 1, startDate: day(1), endDate: day(31) });
    const open = days.data?.find((d) => d.times.length > 0);
    const draft = { spuId: 1, adultCount: 2, childCount: 1, toddlerCount: 0, reservationDate: open?.date, reservationTime: open?.times[0] };
    expect((await callApi(app, 'trade.order.settlement', draft)).data?.price.payPrice).toBeGreaterThan(0);
  },
  'category.list': async (app) => expect((await callApi(app, 'category.list')).data?.length).toBeGreaterThan(0),
  'ad.list': async (app) => expect((await callApi(app, 'ad.list', { position: 1 })).data?.length).toBeGreaterThan(0),
  'city.list': async (app) => expect((await callApi(app, 'city.list', { isRecommend: true })).data?.list.length).toBeGreaterThan(0),
  'language.check': async (app) => expect((await callApi(app, 'language.check', { isSetting: true })).data?.list.length).toBeGreaterThan(0),
  'currency.check': async (app) => expect((await callApi(app, 'currency.check', { isSetting: true })).data?.list.length).toBeGreaterThan(0),
  'dict-data.list': async (app) =>
    expect((await callApi(app, 'dict-data.list', { dictType: DICT_TYPE_DURATION })).data?.length).toBeGreaterThan(0),
  country: async (app) => expect((await callApi(app, 'country')).data?.length).toBeGreaterThan(100),
  'article.list': async (app) => {
    const body = await callApi(app, 'article.list', { categoryId: FOOTER_ARTICLE_CATEGORY_IDS.usefulInformation, pageNo: 1, pageSize: 10 });
    expect(body.data?.list.length).toBeGreaterThan(0);
  },
  'article.detail': async (app) =>
    expect((await callApi(app, 'article.detail', { id: LEGAL_ARTICLE_IDS.terms })).data?.id).toBe(LEGAL_ARTICLE_IDS.terms),
  'content.list': async (app) => {
    const body = await callApi(app, 'content.list', { categoryId: CONTENT_CATEGORY_IDS.settlementBenefits, pageNo: 1, pageSize: 10 });
    expect(body.data?.list.length).toBeGreaterThan(0);
  },
  'blog.list': async (app) => expect((await callApi(app, 'blog.list', { orderBy: 1, pageNo: 1 })).data?.list.length).toBeGreaterThan(0),
  'blog.detail': async (app) => {
    const first = await callApi(app, 'blog.detail', { id: 1 });
    const second = await callApi(app, 'blog.detail', { id: 1 });
    expect(second.data?.hitCount).toBe((first.data?.hitCount ?? 0) + 1);
  },
  'member.merchant.verification_code': async (app) => {
    expect(await callApi(app, 'member.merchant.verification_code', { email: 'guide@tours.test' })).toMatchObject({ code: 200 });
  },
  'member.merchant.application': async (app) => {
    await callApi(app, 'member.merchant.verification_code', { email: 'guide@tours.test' });
    const { code } = (await app.inject({ url: '/__mock/outbox/latest-code?email=guide@tours.test' })).json();
    const body = await callApi(app, 'member.merchant.application', {
      identity: 2,
      merchantName: 'Me',
      verificationCode: code,
      email: 'guide@tours.test',
      picUrl: '/media/uploads/a.pdf',
    });
    expect(body).toMatchObject({ code: 200 });
  },
  'member.merchant.detail.check': async (app) => {
    expect((await callApi(app, 'member.merchant.detail.check', { merchantId: 20 })).data?.name).toBeTruthy();
  },
};
