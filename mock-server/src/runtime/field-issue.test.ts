import { calls } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { say } from '../domain/messages/say.js';
import { fieldIssue } from './field-issue.js';

const CHINESE = /[\u3400-\u9fff]/;
/** Keys that say nothing specific of a field: a request schema of the contract must never end there. */
const GENERIC = new Set(['field.invalid', 'field.ownWords', 'field.wrongType', 'field.format']);
/** Wrong values of every kind a client could send for a field. */
const WRONG_VALUES: unknown[] = [undefined, '', 'x', -1, 1.5, 1e12, true, {}, [{}], 'x'.repeat(3000), '2026-13-45', '99:99'];

const saidOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : result.error.issues.map((issue) => fieldIssue(issue, 'someField'));
};

describe('fieldIssue', () => {
  it('says each kind of problem specifically, with its bound, in both languages', () => {
    const count = z.number().int().min(0).max(99);
    const [tooSmall] = saidOf(count, -1);
    const [tooBig] = saidOf(count, 100);
    expect(tooSmall && say(tooSmall, 'en')).toBe('someField: must be 0 or more');
    expect(tooSmall && say(tooSmall, 'zh')).toBe('someField: 必须大于或等于 0');
    expect(tooBig && say(tooBig, 'en')).toBe('someField: must be 99 or less');
    const [oneOf] = saidOf(z.enum(['CARD', 'WALLET']), 'CASH');
    expect(oneOf && say(oneOf, 'en')).toBe('someField: must be one of "CARD", "WALLET"');
    const [text] = saidOf(z.string().max(3), 'long');
    expect(text && say(text, 'zh')).toBe('someField: 最多只能有 3 个字符');
    const [missing] = saidOf(z.object({ a: z.string() }), {});
    expect(missing && say(missing, 'en')).toBe('someField: is required');
  });

  it('never falls back to generic words for a field of any call of the contract', () => {
    const generic: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      const shape = call.request instanceof z.ZodObject ? (call.request.shape as Record<string, z.ZodType>) : {};
      for (const [field, schema] of Object.entries(shape)) {
        for (const value of WRONG_VALUES) {
          for (const said of saidOf(schema, value)) {
            const chinese = say(said, 'zh');
            if (GENERIC.has(said.key) || !CHINESE.test(chinese))
              generic.push(`${name} ${field}=${JSON.stringify(value)?.slice(0, 20)}: ${chinese}`);
          }
        }
      }
    }
    expect(generic).toEqual([]);
  });
});
