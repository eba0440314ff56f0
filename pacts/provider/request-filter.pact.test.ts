import { describe, expect, it } from 'vitest';
import { EXAMPLE_TOKEN, UNKNOWN_TOKEN } from '../support/names';
import { failureSummary, requestFilter, verifierOptions } from '../support/verify';

const run = (token: string | undefined, headers: Record<string, string>, body: unknown) => {
  const request = { headers: { ...headers }, body };
  let passed = false;
  requestFilter(token)(request, null, () => {
    passed = true;
  });
  return { ...request, passed };
};

describe('the verifier request filter', () => {
  it('puts a form body the proxy parsed back into its encoded form, in the same order', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '99' };
    const out = run(undefined, form, { spuId: '1', orderBy: 'adultPrice+ASC', cityIds: '1,2' });
    expect(String(out.body)).toBe('spuId=1&orderBy=adultPrice%2BASC&cityIds=1%2C2');
    expect(out.headers['content-length']).toBe(String(out.body).length.toString());
    expect(out.passed).toBe(true);
  });

  it('leaves JSON alone and swaps the example token only when a token is given', () => {
    const json = { 'content-type': 'application/json', authorization: EXAMPLE_TOKEN };
    expect(run(undefined, json, [{ a: 1 }]).headers.authorization).toBe(EXAMPLE_TOKEN);
    const swapped = run('real-token', json, [{ a: 1 }]);
    expect(swapped.headers.authorization).toBe('real-token');
    expect(swapped.body).toEqual([{ a: 1 }]);
  });

  it("never swaps the unknown token: that interaction's refusal needs it", () => {
    const unknown = { 'content-type': 'application/x-www-form-urlencoded', authorization: UNKNOWN_TOKEN };
    expect(run('real-token', unknown, {}).headers.authorization).toBe(UNKNOWN_TOKEN);
  });

  it('adds no token to a visitor call', () => {
    expect(run('real-token', { 'content-type': 'application/json' }, {}).headers).not.toHaveProperty('authorization');
  });
});

describe('the failure line of pact:verify', () => {
  it("counts the failed interactions of Pact's JSON result instead of printing it", () => {
    const result = JSON.stringify({ errors: [{ interaction: 'a' }, { interaction: 'b' }], result: false });
    expect(failureSummary(new Error(result))).toBe('2 interactions failed verification: see "Failures:" in the report above');
  });

  it('passes any other message on as it is', () => {
    expect(failureSummary(new Error('connect ECONNREFUSED 127.0.0.1:9'))).toBe('connect ECONNREFUSED 127.0.0.1:9');
  });
});

describe('the verifier options', () => {
  it('leave the verifier its own state endpoint without --states-url, so states are skipped rather than the run stopped', () => {
    expect(Object.keys(verifierOptions({ baseUrl: 'http://127.0.0.1:9' }))).not.toContain('providerStatesSetupUrl');
    expect(verifierOptions({ baseUrl: 'http://127.0.0.1:9', statesUrl: 'http://127.0.0.1:9/state' }).providerStatesSetupUrl).toBe(
      'http://127.0.0.1:9/state',
    );
  });
});
