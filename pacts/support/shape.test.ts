import { amount, flag, nullOrOmitted } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normalise, type PactDocument } from './pact-file';
import { shapeOf } from './shape';

const tour = z.object({ id: z.number().int(), score: nullOrOmitted(z.number()), teamPrice: nullOrOmitted(amount()) });
const order = z.object({ payStatus: flag(), payPrice: amount() });

describe('shapeOf', () => {
  it('pins a nullable field where the state promises a value: outside a list where the sample has one', () => {
    expect(shapeOf(tour, { id: 1, score: 4.5, teamPrice: null })).toEqual({
      id: { 'pact:matcher:type': 'integer', value: 1 },
      score: { 'pact:matcher:type': 'number', value: 4.5 },
    });
  });

  it('leaves a nullable field of a list row unpinned, a backend may leave its null out, unless the state promises it', () => {
    const row = { id: 1, score: 4.5, teamPrice: 480 };
    const pinnedKeys = (promised: string[]) => Object.keys((shapeOf(z.array(tour), [row], promised) as { value: object[] }).value[0] ?? {});
    expect(pinnedKeys([])).toEqual(['id']);
    expect(pinnedKeys(['*.score', '*.teamPrice'])).toEqual(['id', 'score', 'teamPrice']);
  });

  it('refuses a promise it cannot keep: a misspelt path, or a sample without a value there', () => {
    expect(() => shapeOf(z.array(tour), [{ id: 1, score: 4.5, teamPrice: 480 }], ['*.scores'])).toThrow('*.scores');
    expect(() => shapeOf(z.array(tour), [{ id: 1, score: null, teamPrice: 480 }], ['*.score'])).toThrow('*.score');
  });

  it('pins an amount as a number or its text, and a flag as a boolean or an integer', () => {
    expect(shapeOf(order, { payStatus: true, payPrice: 90 })).toEqual({
      payStatus: { 'pact:matcher:type': [{ 'pact:matcher:type': 'type' }, { 'pact:matcher:type': 'integer' }], value: true },
      payPrice: {
        'pact:matcher:type': [{ 'pact:matcher:type': 'number' }, { 'pact:matcher:type': 'regex', regex: '^[0-9]+(\\.[0-9]+)?$' }],
        value: 90,
      },
    });
  });
});

describe('normalise', () => {
  const rules = (combine: 'AND' | 'OR', ...kinds: string[]) => ({ combine, matchers: kinds.map((match) => ({ match })) });
  const pact = (body: Record<string, ReturnType<typeof rules>>): PactDocument => ({
    consumer: { name: 'c' },
    provider: { name: 'p' },
    metadata: {},
    interactions: [{ description: 'd', request: { method: 'GET', path: '/' }, response: { matchingRules: { body } } }],
  });

  it('reads the pairs that mean "either" as OR, which the FFI wrote as AND, and keeps an order status an AND', () => {
    const written = pact({
      '$.price': rules('AND', 'number', 'regex'),
      '$.paid': rules('AND', 'type', 'integer'),
      '$.status': rules('AND', 'integer', 'regex'),
    });
    expect(normalise(written).interactions[0]?.response?.matchingRules?.body).toEqual({
      '$.price': rules('OR', 'number', 'regex'),
      '$.paid': rules('OR', 'type', 'integer'),
      '$.status': rules('AND', 'integer', 'regex'),
    });
  });
});
