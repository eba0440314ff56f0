import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/http/message-language.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build, callRequest, inLanguage, refusal } from '../helper.js';

const { email } = DEMO_ACCOUNTS.demo;

describe('envelope messages in the language asked for', () => {
  it('says a domain refusal in Chinese for zh-CN and in English for en', async () => {
    const app = await build();
    const wrongPassword = callRequest('verify.login', { username: email, password: 'wrong-password' });
    expect(await refusal(app, inLanguage(wrongPassword, 'zh-CN,zh;q=0.9,en;q=0.5'))).toMatchObject({
      code: 400,
      message: '邮箱或密码错误',
    });
    expect(await refusal(app, inLanguage(wrongPassword, 'en'))).toMatchObject({ code: 400, message: 'Incorrect email or password' });
    expect(await refusal(app, wrongPassword)).toMatchObject({ message: 'Incorrect email or password' });
  });

  it('says a validation refusal in Chinese, keeping the field name as the API spells it', async () => {
    const app = await build();
    const noPassword = callRequest('verify.login', { username: email });
    expect(await refusal(app, inLanguage(noPassword, 'zh-CN'))).toMatchObject({ code: 400, message: 'password: 必填' });
    expect(await refusal(app, inLanguage(noPassword, 'en'))).toMatchObject({ code: 400, message: 'password: is required' });
  });

  it('says what is wrong with each field, specifically, in the language asked for', async () => {
    const app = await build();
    const quote = callRequest('trade.order.settlement', {
      spuId: 1,
      adultCount: 1,
      childCount: 0,
      toddlerCount: 100,
      reservationDate: '2026-02-30x',
      reservationTime: '10:00',
    });
    expect(await refusal(app, inLanguage(quote, 'en'))).toMatchObject({
      code: 400,
      message: 'toddlerCount: must be 99 or less; reservationDate: must be a date YYYY-MM-DD',
    });
    expect(await refusal(app, inLanguage(quote, 'zh-CN'))).toMatchObject({
      code: 400,
      message: 'toddlerCount: 必须小于或等于 99; reservationDate: 必须是 YYYY-MM-DD 格式的日期',
    });
  });

  it('says a fault set without a message (as the toolbar and the console set it) in Chinese', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/faults', payload: { call: 'product.search', errorCode: 500 } });
    const search = callRequest('product.search', { pageSize: 1 });
    expect(await refusal(app, inLanguage(search, 'zh-CN'))).toMatchObject({ code: 500, message: '注入的故障' });
    expect(await refusal(app, inLanguage(search, 'en'))).toMatchObject({ code: 500, message: 'Injected fault' });
  });

  it('says success in Chinese too, and tells caches the answer depends on the language', async () => {
    const app = await build();
    const response = await app.inject(inLanguage(callRequest('product.search', { pageSize: 1 }), 'zh'));
    expect(response.json()).toMatchObject({ code: 200, message: '操作成功' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('keeps the English message in the journal', async () => {
    const app = await build();
    await refusal(app, inLanguage(callRequest('verify.login', { username: email, password: 'nope' }), 'zh-CN'));
    const journal = (await app.inject({ url: '/__mock/journal' })).json() as { entries?: { message: string }[] } | { message: string }[];
    const entries = Array.isArray(journal) ? journal : (journal.entries ?? []);
    expect(entries.map((entry) => entry.message)).toContain('Incorrect email or password');
  });
});

describe('preferredLanguage', () => {
  it('follows the entry of highest q', () => {
    expect(preferredLanguage('zh-CN')).toBe('zh');
    expect(preferredLanguage('zh-Hans-CN,en;q=0.8')).toBe('zh');
    expect(preferredLanguage('en-GB,zh;q=0.9')).toBe('en');
    expect(preferredLanguage('en;q=0.3,zh-TW;q=0.7')).toBe('zh');
    expect(preferredLanguage('zh;q=0,en')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('*')).toBe('en');
  });
});
