import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n';
import { shopperMessage } from './shopper-message';
import { translateForPerson } from './translate-for-person';

beforeAll(() => loadLanguage('zh'));
afterEach(() => window.localStorage.clear());

function inLanguage(language: 'en' | 'zh') {
  window.localStorage.setItem(STORAGE_LANGUAGE, language);
  return (text: string) => shopperMessage(text, translateForPerson);
}

describe('shopperMessage', () => {
  it('names a refused field by its label and says the reason in English', () => {
    const say = inLanguage('en');
    expect(say('priceMin: must be a number')).toBe('Minimum price must be a number, such as 50.');
    expect(say('verificationCode: must be the 6-digit code')).toBe('Verification code is the 6-digit code in the email we sent you.');
    expect(say('number: must be a card number')).toBe('This card number is not valid.');
    expect(say('items.0.adultCount: must be 0 or more')).toBe('Adult cannot be less than 0.');
  });

  it('says each field of a refusal that names several (the mock names every bad field), in the visitor’s words', () => {
    expect(inLanguage('en')('priceMin: must be a number; priceMax: must be a number')).toBe(
      'Minimum price must be a number, such as 50. Maximum price must be a number, such as 50.',
    );
    expect(inLanguage('zh')('priceMin: 必须是数字; password: 必填')).not.toMatch(/priceMin|password|;/);
  });

  it('says the same in Chinese, from the English or the Chinese fragment', () => {
    const say = inLanguage('zh');
    expect(say('priceMin: must be a number')).toBe('最低价格必须是数字，例如 50。');
    expect(say('priceMin: 必须是数字')).toBe('最低价格必须是数字，例如 50。');
    expect(say('verificationCode: 必须是 6 位数字的验证码')).toBe('验证码是我们发送到您邮箱的 6 位数字。');
  });

  it('keeps the spec’s own message where §5 words the refusal, in the chosen language', () => {
    expect(inLanguage('en')('password: 必填')).toBe('Please enter your password！');
    expect(inLanguage('zh')('password: 必填')).toBe('请输入您的密码！');
    expect(inLanguage('zh')('code: is required')).toBe('请输入验证码');
    expect(inLanguage('en')('email: must be an email address')).toBe('Please enter the email address in the correct format！');
  });

  it('puts a server’s own sentence after the field’s label, translated where it is a spec message', () => {
    expect(inLanguage('en')('cardNumber: Your card was declined; please use another card')).toBe(
      'Card number: Your card was declined; please use another card',
    );
    expect(inLanguage('zh')('payMode: This currency is not supported')).toBe('支付方式：不支持该币种');
  });

  it('never shows schema wording or a field it has no label for', () => {
    const say = inLanguage('en');
    expect(say('cityIds: must be a comma-separated list of ids')).toBe(
      'Something you entered was not accepted. Please check it and try again.',
    );
    expect(say('keyword: Too big: expected string to have <=2000 characters')).toBe('Please check Keyword.');
    expect(inLanguage('zh')('areaId: Invalid string: must match pattern /^\\d+$/')).toBe('请检查国家或地区。');
  });

  it('shows the words a server says a field’s problem in after its label, in the language they came in', () => {
    expect(inLanguage('en')('toddlerCount: must be 99 or less')).toBe('Infant: must be 99 or less');
    expect(inLanguage('zh')('adultCount: 必须小于或等于 99')).toBe('成人：必须小于或等于 99');
  });

  it('leaves any other text alone, so saying it twice changes nothing', () => {
    const say = inLanguage('en');
    for (const text of ['Incorrect email or password', 'Email: already labelled', 'Minimum price must be a number, such as 50.']) {
      expect(say(text)).toBe(text);
    }
    expect(say(say('cardNumber: Your card was declined'))).toBe('Card number: Your card was declined');
  });
});
