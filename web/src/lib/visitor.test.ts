import { STORAGE_CURRENCY, STORAGE_LANGUAGE, STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './preferences';
import { clearToken, setToken } from './session';
import { formatVisitor, parseVisitor, rememberVisitor, VISITOR_COOKIE } from './visitor';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1);

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the one cookie it reads.
  document.cookie = `${VISITOR_COOKIE}=; max-age=0; path=/`;
});

describe('the visitor cookie', () => {
  it('reads back what it wrote, and treats a missing or foreign value as a new visitor', () => {
    const visitor = { language: 'zh' as const, currencyId: 3, signedIn: true };
    expect(parseVisitor(`a=1; ${VISITOR_COOKIE}=${formatVisitor(visitor)}; b=2`)).toEqual(visitor);
    expect(parseVisitor(`${VISITOR_COOKIE}=en.0.0`)).toEqual({ language: 'en', signedIn: false });
    expect(parseVisitor(undefined)).toEqual({ language: 'en', signedIn: false });
    expect(parseVisitor(`${VISITOR_COOKIE}=<script>`)).toEqual({ language: 'en', signedIn: false });
  });

  it('mirrors local storage, never the token itself', () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    window.localStorage.setItem(STORAGE_CURRENCY, '2');
    window.localStorage.setItem(STORAGE_TOKEN, 'secret-token');
    rememberVisitor();
    expect(cookieValue()).toBe('zh.2.1');
    expect(document.cookie).not.toContain('secret-token');
  });

  it('follows the language and the session as they change', () => {
    setLanguage('zh');
    expect(cookieValue()).toBe('zh.0.0');
    setToken('t');
    expect(cookieValue()).toBe('zh.0.1');
    clearToken();
    expect(cookieValue()).toBe('zh.0.0');
  });
});
