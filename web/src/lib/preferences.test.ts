import { STORAGE_CURRENCY, STORAGE_LANGUAGE } from '@tours/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { adoptAddressLanguage, getCurrencyId, getLanguage, setCurrencyId, setLanguage, subscribeLanguage } from './preferences';
import { VISITOR_COOKIE } from './visitor';

describe('preferences', () => {
  it('defaults to English and the default currency', () => {
    expect(getLanguage()).toBe('en');
    expect(getCurrencyId()).toBe(1);
  });

  it('keeps the language locally and tells the listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLanguage(listener);
    setLanguage('zh');
    expect(window.localStorage.getItem(STORAGE_LANGUAGE)).toBe('zh');
    expect(getLanguage()).toBe('zh');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps the currency locally, then reloads', () => {
    const reload = vi.fn();
    setCurrencyId(3, reload);
    expect(window.localStorage.getItem(STORAGE_CURRENCY)).toBe('3');
    expect(getCurrencyId()).toBe(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('adoptAddressLanguage', () => {
  it("gives a visitor who has not chosen a language the address's, for this page and the next, cookie included", () => {
    window.localStorage.clear();
    adoptAddressLanguage('zh');
    expect(getLanguage()).toBe('zh');
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=zh.`);
  });

  it('leaves a chosen language as it is, and does nothing for an address that names none', () => {
    window.localStorage.clear();
    setLanguage('en');
    adoptAddressLanguage('zh');
    expect(getLanguage()).toBe('en');
    window.localStorage.clear();
    adoptAddressLanguage(null);
    expect(window.localStorage.getItem(STORAGE_LANGUAGE)).toBeNull();
  });
});
