import { describe, expect, it } from 'vitest';
import { calls } from './calls/index.js';
import { fullPath } from './define-call.js';
import { encodeFields, encodeRequest } from './encode-request.js';

const search = calls['product.search'];

describe('encodeRequest', () => {
  it('writes a form body in the registry field order, arrays comma-joined, undefined and null left out', () => {
    const request = encodeRequest(search, fullPath(search), {
      orderBy: 'adultPrice+DESC',
      keyword: 'tea',
      categoryIds: [3, 4],
      pageSize: 10,
      pageNo: 2,
      cityIds: [],
      priceMin: undefined,
      priceMax: null,
      recommendHot: true,
    });
    expect(request.url).toBe('/rest/api/product/search');
    expect(request.init).toEqual({
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'pageNo=2&pageSize=10&cityIds=&categoryIds=3%2C4&keyword=tea&orderBy=adultPrice%2BDESC&recommendHot=true',
    });
  });

  it('sends an empty form body for a call without payload', () => {
    expect(encodeRequest(calls['category.list'], '/x', {}).init.body).toBe('');
    expect(encodeRequest(calls['category.list'], '/x', undefined).init.body).toBe('');
  });

  it('puts query fields in the URL and sends no body', () => {
    const request = encodeRequest(calls['verify.sendCode'], '/rest/api/verify/sendCode', { account: 'a@b.co' });
    expect(request.url).toBe('/rest/api/verify/sendCode?account=a%40b.co');
    expect(request.init).toEqual({ method: 'GET', headers: { Accept: 'application/json' } });
    expect(encodeRequest(calls['verify.sendCode'], '/q', {}).url).toBe('/q');
  });

  it('sends JSON calls as JSON, null for no payload', () => {
    const entry = { content: 'x', orderId: 1 };
    const request = encodeRequest(calls['member.product.comment.add'], '/c', [entry]);
    expect(request.init.headers['Content-Type']).toBe('application/json');
    expect(request.init.body).toBe(JSON.stringify([entry]));
    expect(encodeRequest(calls['member.product.comment.add'], '/c', undefined).init.body).toBe('null');
  });

  it('sends multipart as FormData without a Content-Type, so the boundary is the runtime’s', () => {
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    const request = encodeRequest(calls['file.upload'], '/u', { file, note: 1, empty: null });
    expect(request.init.headers).toEqual({ Accept: 'application/json' });
    const body = request.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['file', 'note']);
    expect(body.get('note')).toBe('1');
  });
});

describe('encodeFields', () => {
  it('puts fields outside the registry order after it, in the caller’s order', () => {
    const params = encodeFields({ fieldOrder: ['b', 'a'] }, { z: 1, a: 'x', b: false, y: { k: 1 } });
    expect(params.toString()).toBe('b=false&a=x&z=1&y=%7B%22k%22%3A1%7D');
  });

  it('encodes nothing for a non-object payload', () => {
    expect(encodeFields({ fieldOrder: ['a'] }, 'a=1').toString()).toBe('');
  });
});
