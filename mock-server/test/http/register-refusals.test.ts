import { describe, expect, it } from 'vitest';
import { build, callApi, callRequest, inLanguage, refusal } from '../helper.js';

/** POST /rest/api/verify/register: the new-account rules of the shop's forms (contract/src/rules/password.ts). */
const email = 'weak.password@tours.test';
const registration = { name: 'Ada', surname: 'Lovelace', username: email, password: 'Secret123', areaId: 1, code: '123456' };

const register = (payload: Record<string, unknown>) => callRequest('verify.register', { ...registration, ...payload });

describe('POST /rest/api/verify/register', () => {
  it.each(['a', 'abcdefgh', '12345678', 'abc123'])(
    'refuses the weak password %j, naming the field, in English and Chinese',
    async (password) => {
      const app = await build();
      expect(await refusal(app, inLanguage(register({ password }), 'en'))).toEqual({
        code: 400,
        message: 'password: Use 8 to 128 characters, with at least one letter and one digit',
      });
      expect(await refusal(app, inLanguage(register({ password }), 'zh-CN,zh;q=0.9,en;q=0.5'))).toEqual({
        code: 400,
        message: 'password: 请使用 8 到 128 个字符，且至少包含一个字母和一个数字',
      });
    },
  );

  it('refuses a password longer than 128 characters in the same words', async () => {
    const app = await build();
    expect(await refusal(app, register({ password: `a1${'x'.repeat(127)}` }))).toMatchObject({
      code: 400,
      message: /^password: Use 8 to 128/,
    });
  });

  it('asks for a country or region that was not chosen, in both languages, rather than for a whole number', async () => {
    const app = await build();
    expect(await refusal(app, inLanguage(register({ areaId: '' }), 'en'))).toEqual({
      code: 400,
      message: 'areaId: Please select a country',
    });
    expect(await refusal(app, inLanguage(register({ areaId: '' }), 'zh-CN'))).toEqual({ code: 400, message: 'areaId: 请选择国家或地区' });
    const { areaId: _left, ...withoutCountry } = registration;
    expect(await refusal(app, inLanguage(callRequest('verify.register', withoutCountry), 'en'))).toEqual({
      code: 400,
      message: 'areaId: is required',
    });
    expect(await refusal(app, inLanguage(callRequest('verify.register', withoutCountry), 'zh-CN'))).toEqual({
      code: 400,
      message: 'areaId: 必填',
    });
    expect(await refusal(app, register({ areaId: 'x' }))).toEqual({ code: 400, message: 'areaId: must be an integer' });
  });

  it('takes a password of 8 characters with a letter and a digit', async () => {
    const app = await build();
    await callApi(app, 'verify.sendCode', { account: email });
    const { code } = (await app.inject({ url: `/__mock/outbox/latest-code?email=${email}` })).json();
    const body = await callApi(app, 'verify.register', { ...registration, password: 'abcdefg1', code });
    expect(body.data?.token).toBeTruthy();
  });
});
