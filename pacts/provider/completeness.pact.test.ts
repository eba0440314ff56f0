import { callNames, calls, codes, fullPath } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { type PactInteraction, readCommittedPact } from '../support/pact-file';

interface RecordedResponse {
  body?: { code?: number };
  matchingRules?: { body?: Record<string, { matchers: { match: string; regex?: string }[]; combine?: string }> };
}

const interactions = readCommittedPact().interactions as (PactInteraction & { response: RecordedResponse })[];
const byCall = (name: (typeof callNames)[number]) =>
  interactions.filter((i) => i.request.method === calls[name].method && i.request.path === fullPath(calls[name]));

/** A refusal is pinned as a pattern that excludes 200, so a provider answering 200 fails verification. */
const refusesAnyCodeBut200 = (i: { response: RecordedResponse }) => {
  const rule = i.response.matchingRules?.body?.['$.code']?.matchers[0];
  return rule?.match === 'regex' && rule.regex !== undefined && !new RegExp(rule.regex).test(String(codes.success));
};

describe('the committed pact (pacts/tour-web-tour-api.json)', () => {
  it.each(callNames)('pins %s', (name) => {
    expect(byCall(name).length).toBeGreaterThan(0);
  });

  it('pins nothing the registry does not have', () => {
    const known = new Set(callNames.map((name) => `${calls[name].method} ${fullPath(calls[name])}`));
    expect(interactions.map((i) => `${i.request.method} ${i.request.path}`).filter((key) => !known.has(key))).toEqual([]);
  });

  it('pins the 201 answer to a token that is no session (spec §4)', () => {
    expect(interactions.some((i) => i.response.body?.code === codes.sessionInvalid)).toBe(true);
  });

  it('pins a nullable field as "null OR its type", never as a pattern over its text (which passes "12" for 12)', () => {
    const groups = interactions.flatMap((i) => Object.entries(i.response.matchingRules?.body ?? {}));
    const nullable = groups.filter(([, group]) => group.matchers.some((matcher) => matcher.match === 'null'));
    expect(nullable.length).toBeGreaterThan(0);
    expect(nullable.filter(([, group]) => group.combine !== 'OR' || group.matchers.length !== 2).map(([path]) => path)).toEqual([]);
    const textPatterns = groups.filter(([, group]) => group.matchers.some((m) => m.regex?.includes('null') || m.regex === '^[\\s\\S]*$'));
    expect(textPatterns.map(([path]) => path)).toEqual([]);
  });

  it('pins a refused quote and a declined payment as any code but 200', () => {
    expect(byCall('trade.order.settlement').some(refusesAnyCodeBut200)).toBe(true);
    expect(byCall('trade.order.pay.submit').some(refusesAnyCodeBut200)).toBe(true);
  });

  it('sends form fields in the registry fieldOrder, which Pact compares as an exact string', () => {
    for (const name of callNames.filter((n) => calls[n].encoding === 'form')) {
      for (const { request } of byCall(name) as (PactInteraction & { request: { body?: unknown } })[]) {
        const keys = typeof request.body === 'string' ? [...new URLSearchParams(request.body).keys()] : [];
        expect(keys, name).toEqual(calls[name].fieldOrder.filter((field) => keys.includes(field)));
      }
    }
  });

  it('gives every interaction a provider state, so each replay starts from a known world', () => {
    expect(interactions.filter((i) => (i.providerStates ?? []).length !== 1).map((i) => i.description)).toEqual([]);
  });
});
