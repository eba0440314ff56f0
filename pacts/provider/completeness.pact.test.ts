import { callNames, calls, codes, fullPath } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { isEitherGroup } from '../support/either';
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

  it('pins no null, which a backend that leaves nulls out omits, and each two-form value as OR, never a pattern alone', () => {
    const groups = interactions.flatMap((i) => Object.entries(i.response.matchingRules?.body ?? {}));
    const kinds = (group: (typeof groups)[number][1]) => group.matchers.map((matcher) => matcher.match);
    expect(groups.filter(([, group]) => kinds(group).includes('null')).map(([path]) => path)).toEqual([]);
    const pairs = groups.filter(([, group]) => group.matchers.length > 1);
    expect(pairs.filter(([, group]) => isEitherGroup(kinds(group))).length).toBeGreaterThan(0);
    // An order status: an integer AND a pattern of its members. Any other pair is an either.ts pair, read as OR.
    const misread = pairs.filter(([, group]) =>
      isEitherGroup(kinds(group)) ? group.combine !== 'OR' : kinds(group).join() !== 'integer,regex' || group.combine === 'OR',
    );
    expect(misread.map(([path]) => path)).toEqual([]);
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
