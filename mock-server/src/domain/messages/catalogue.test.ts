import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { say } from './say.js';
import { zh } from './zh.js';

const CHINESE = /[\u3400-\u9fff]/;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const placeholders = (words: string) => [...words.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
const keys = Object.keys(en) as (keyof typeof en)[];
/** Words that are all values: said as given in either language. */
const AS_GIVEN = new Set<string>(['verbatim', 'field.ownWords']);

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });

describe('the message catalogue', () => {
  it('holds the same keys in English and Chinese', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('says every key in Chinese, with the same values as in English', () => {
    const notChinese = keys.filter((key) => !AS_GIVEN.has(key) && !key.startsWith('spec.') && !CHINESE.test(zh[key]));
    expect(notChinese, 'keys whose Chinese is not Chinese').toEqual([]);
    const mismatched = keys.filter((key) => placeholders(en[key]).join() !== placeholders(zh[key]).join());
    expect(mismatched, 'keys whose languages name different values').toEqual([]);
  });

  it('uses every key somewhere in the mock', () => {
    const code = sources(SRC).join('\n');
    const base = (key: string) => key.replace(/_(one|other)$/, '');
    const unused = [...new Set(keys.map(base))].filter((key) => !code.includes(`'${key}'`));
    expect(unused, 'keys no source says').toEqual([]);
  });

  it('says values in either language, plurals by count, and several fields one after the other', () => {
    expect(say({ key: 'order.missing', values: { id: 42 } }, 'zh')).toBe('订单 42 不存在');
    expect(say({ key: 'login.throttled', values: { count: 1 } }, 'en')).toBe(
      'Too many failed logins for this email; try again in 1 minute',
    );
    expect(say({ key: 'login.throttled', values: { count: 15 } }, 'en')).toMatch(/in 15 minutes$/);
    const fields = [
      { key: 'field.required', values: { field: 'adultCount' } },
      { key: 'field.date', values: { field: 'reservationDate' } },
    ] as const;
    expect(say(fields, 'en')).toBe('adultCount: is required; reservationDate: must be a date YYYY-MM-DD');
    expect(say(fields, 'zh')).toBe('adultCount: 必填; reservationDate: 必须是 YYYY-MM-DD 格式的日期');
  });

  it('keeps the spec’s own messages exact in both languages', () => {
    expect(say({ key: 'field.countryRequired', values: { field: 'areaId' } }, 'en')).toBe('areaId: Please select a country');
    expect(say({ key: 'field.countryRequired', values: { field: 'areaId' } }, 'zh')).toBe('areaId: 请选择国家或地区');
    expect(say({ key: 'spec.success' }, 'zh')).toBe('操作成功');
  });
});
