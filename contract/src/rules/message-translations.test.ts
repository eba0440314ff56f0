import { describe, expect, it } from 'vitest';
import { englishOfChineseMessages, messages } from './index.js';
import { localizeMessage, messageTranslations, specLanguageOf } from './message-translations.js';

const keys = Object.keys(messages) as (keyof typeof messages)[];

describe('message translations', () => {
  it('give every message a text in the other language', () => {
    const missing = keys.filter((key) => !messageTranslations[key]?.trim());
    expect(missing, 'messages without a translation in message-translations.ts').toEqual([]);
    const wrongLanguage = keys.filter((key) => specLanguageOf(messageTranslations[key]) === specLanguageOf(messages[key]));
    expect(wrongLanguage, 'translations written in the same language as the spec text').toEqual([]);
  });

  it('keep the English of the Chinese messages apart, for an English page to have at once', () => {
    const chineseKeys = keys.filter((key) => specLanguageOf(messages[key]) === 'zh');
    expect(Object.keys(englishOfChineseMessages).sort()).toEqual(chineseKeys.sort());
  });

  it('translate nothing that is not a message', () => {
    expect(Object.keys(messageTranslations).filter((key) => !(key in messages))).toEqual([]);
  });

  it('give two messages two different translations, so a translation maps back to one message', () => {
    const translations = keys.map((key) => messageTranslations[key]);
    expect(new Set(translations).size).toBe(translations.length);
  });
});

describe('localizeMessage', () => {
  it('keeps the spec text in its own language', () => {
    expect(localizeMessage(messages.emailRequired, 'en')).toBe('Please enter your email address！');
    expect(localizeMessage(messages.profileUpdated, 'zh')).toBe('修改成功');
    expect(localizeMessage(messages.paymentFailed, 'zh')).toBe('信用资料有错，请检查');
  });

  it('gives the translation in the other language', () => {
    expect(localizeMessage(messages.emailRequired, 'zh')).toBe('请输入您的邮箱地址！');
    expect(localizeMessage(messages.profileUpdated, 'en')).toBe('Changes saved');
    expect(localizeMessage(messages.agreementRequired, 'en')).toBe('Please read and agree to the agreement');
  });

  it('maps a translation back to the spec text', () => {
    expect(localizeMessage('Changes saved', 'zh')).toBe('修改成功');
    expect(localizeMessage('请输入您的密码！', 'en')).toBe('Please enter your password！');
  });

  it('leaves any other text unchanged', () => {
    expect(localizeMessage('Incorrect email or password', 'zh')).toBe('Incorrect email or password');
    expect(localizeMessage('', 'en')).toBe('');
  });

  it('round-trips every message', () => {
    for (const key of keys) {
      for (const language of ['en', 'zh'] as const) {
        const shown = localizeMessage(messages[key], language);
        expect(specLanguageOf(shown), key).toBe(language);
        expect(localizeMessage(shown, language === 'en' ? 'zh' : 'en'), key).toBe(
          localizeMessage(messages[key], language === 'en' ? 'zh' : 'en'),
        );
      }
    }
  });
});
