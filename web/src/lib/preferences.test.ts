import { STORAGE_CURRENCY, STORAGE_LANGUAGE, STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { getCurrencyId, getLanguage, setCurrencyId, setLanguage } from './preferences';

afterEach(() => vi.unstubAllGlobals());

describe('preferences', () => {
  it('defaults to English and the default currency', () => {
    expect(getLanguage()).toBe('en');
    expect(getCurrencyId()).toBe(1);
  });

  it('keeps the language locally and saves it to the profile only when logged in', async () => {
    const api = mockApi({ '/member/update': null });
    await setLanguage('zh');
    expect(window.localStorage.getItem(STORAGE_LANGUAGE)).toBe('zh');
    expect(api.calls).toEqual([]);
    window.localStorage.setItem(STORAGE_TOKEN, 't');
    await setLanguage('en');
    expect(api.calls).toEqual([{ path: '/member/update', body: 'language=en' }]);
  });

  it('keeps the currency, saves it when logged in, then reloads', async () => {
    const api = mockApi({ '/member/update': null });
    window.localStorage.setItem(STORAGE_TOKEN, 't');
    const reload = vi.fn();
    await setCurrencyId(3, reload);
    expect(window.localStorage.getItem(STORAGE_CURRENCY)).toBe('3');
    expect(getCurrencyId()).toBe(3);
    expect(api.calls).toEqual([{ path: '/member/update', body: 'currencyId=3' }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
