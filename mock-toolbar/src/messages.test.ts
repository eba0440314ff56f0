import { describe, expect, it } from 'vitest';
import { en, fill } from './messages';
import { zh } from './messages-zh';

describe('mock toolbar messages', () => {
  it('has the same keys in English and Chinese, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(zh).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(zh[key]), key).toEqual(names(en[key]));
  });

  it('fills placeholders', () => {
    expect(fill(en.codeNone, { email: 'a@b.test' })).toBe('No code sent to a@b.test yet');
  });
});
