import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../preferences';
import { startI18n } from '.';

afterEach(() => setLanguage('en'));

describe('startI18n', () => {
  it("leaves the root's lang alone when it already names the language: any write to it restyles a whole drawn page", async () => {
    document.documentElement.lang = 'en';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await startI18n();
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('names the new language on the root when the visitor switches', async () => {
    await startI18n();
    setLanguage('zh');
    await expect.poll(() => document.documentElement.lang).toBe('zh-CN');
  });
});
