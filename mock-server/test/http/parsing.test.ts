import { describe, expect, it } from 'vitest';
import { newSession } from '../../src/domain/index.js';
import { build, callRequest, inLanguage, refusal } from '../helper.js';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /rest/api/verify/login', () => {
  it('names the missing field', async () => {
    const app = await build();
    const body = await refusal(app, { method: 'POST', url: '/rest/api/verify/login', headers: form, payload: 'username=a%40b.test' });
    expect(body).toEqual({ code: 400, message: 'password: is required' });
  });

  it('says what a field takes when it comes twice, in either language, never zod\'s "Invalid input"', async () => {
    const app = await build();
    const settlement =
      'spuId=1&adultCount=1&childCount=0&toddlerCount=1&toddlerCount=2&reservationDate=2030-01-01&reservationTime=09:00&currencyId=1';
    const request = { method: 'POST' as const, url: '/rest/api/trade/order/settlement', headers: form, payload: settlement };
    expect(await refusal(app, request)).toEqual({ code: 400, message: 'toddlerCount: must be an integer' });
    expect(await refusal(app, inLanguage(request, 'zh-CN'))).toEqual({ code: 400, message: 'toddlerCount: 必须是整数' });
  });

  it('names a field of the wrong format', async () => {
    const app = await build();
    const body = await refusal(app, callRequest('verify.login', { username: 'not-an-email', password: 'x' }));
    expect(body).toEqual({ code: 400, message: 'username: must be an email address' });
  });

  it('refuses a JSON body for a form call, naming the expected type', async () => {
    const app = await build();
    const body = await refusal(app, {
      method: 'POST',
      url: '/rest/api/verify/login',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(body).toEqual({ code: 400, message: 'Content-Type: must be application/x-www-form-urlencoded' });
  });

  it('refuses a content type no parser knows', async () => {
    const app = await build();
    const body = await refusal(app, {
      method: 'POST',
      url: '/rest/api/verify/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(body).toEqual({ code: 400, message: 'Content-Type: must be application/x-www-form-urlencoded' });
  });

  it('answers 413 for a body above 1 MB', async () => {
    const app = await build();
    const payload = `username=a%40b.test&password=${'x'.repeat(1_100_000)}`;
    const body = await refusal(app, { method: 'POST', url: '/rest/api/verify/login', headers: form, payload });
    expect(body).toEqual({ code: 413, message: 'body: must be at most 1 MB' });
  });
});

describe('POST /rest/api/member/product/comment/add', () => {
  const json = { 'content-type': 'application/json', authorization: 'forged' };

  it('refuses bad JSON with a 400 (auth comes first, so with a session)', async () => {
    const app = await build();
    const state = app.mock.worlds.get('default').state;
    const user = state.users[0];
    if (!user) throw new Error('the seed has no users');
    state.sessions['test-token'] = newSession(user.id, app.mock.worlds.now(app.mock.worlds.get('default')));
    const body = await refusal(app, {
      method: 'POST',
      url: '/rest/api/member/product/comment/add',
      headers: { ...json, authorization: 'test-token' },
      payload: '[{"orderId":',
    });
    expect(body).toEqual({ code: 400, message: 'body: must be valid JSON' });
    const empty = await refusal(app, {
      method: 'POST',
      url: '/rest/api/member/product/comment/add',
      headers: { ...json, authorization: 'test-token' },
    });
    expect(empty.code).toBe(400);
    expect(empty.message).toMatch(/^body: /);
    const wrongType = await refusal(app, callRequest('member.product.comment.add', [{ orderId: 'x' }], { token: 'test-token' }));
    expect(wrongType.code).toBe(400);
    expect(wrongType.message).toMatch(/^0\./);
  });
});

describe('POST /rest/api/product/search', () => {
  it('refuses a bad id list, naming it', async () => {
    const app = await build();
    const body = await refusal(app, callRequest('product.search', { cityIds: '1,x' }));
    expect(body).toEqual({ code: 400, message: 'cityIds: must be a comma-separated list of ids' });
  });

  it('refuses a bad sort', async () => {
    const app = await build();
    const body = await refusal(app, callRequest('product.search', { orderBy: 'name+ASC' }));
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^orderBy: /);
  });
});

describe('GET /rest/api/verify/sendCode', () => {
  it('reads its payload from the query', async () => {
    const app = await build();
    const body = await refusal(app, { method: 'GET', url: '/rest/api/verify/sendCode?account=nope' });
    expect(body).toEqual({ code: 400, message: 'account: must be an email address' });
  });
});

describe('unknown /rest/api addresses', () => {
  it('answers a 404 envelope that points at the right method', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/rest/api/product/search' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'No call GET /rest/api/product/search (product.search is POST)' });
  });
});

describe('POST /rest/api/trade/order/settlement', () => {
  const settlement = {
    spuId: 12,
    adultCount: 2,
    childCount: 0,
    toddlerCount: 0,
    reservationDate: '2030-01-01',
    reservationTime: '09:00',
    currencyId: 1,
  };
  const badFields = { ...settlement, adultCount: 'two', reservationDate: '1 January' };

  it('names every bad field with its problem, the first field first, in the same envelope', async () => {
    const app = await build();
    const body = await refusal(app, callRequest('trade.order.settlement', badFields));
    expect(body).toEqual({ code: 400, message: 'adultCount: must be an integer; reservationDate: must be a date YYYY-MM-DD' });
  });

  it('says the same in Chinese field by field', async () => {
    const app = await build();
    const request = callRequest('trade.order.settlement', badFields);
    const body = await refusal(app, { ...request, headers: { ...request.headers, 'accept-language': 'zh-CN' } });
    expect(body).toEqual({ code: 400, message: 'adultCount: 必须是整数; reservationDate: 必须是 YYYY-MM-DD 格式的日期' });
  });
});
