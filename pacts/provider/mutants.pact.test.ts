import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTANTS } from '../mutants/mutants';
import { describeReport, runMutants } from '../mutants/run-mutants';
import { type MockProvider, startMockProvider } from '../support/mock-provider';

let provider: MockProvider;

beforeAll(async () => {
  provider = await startMockProvider();
});

afterAll(() => provider.close());

describe('the pact against deliberately broken providers', () => {
  it('fails against every mutant that would break a screen, and passes every harmless one', async () => {
    expect(MUTANTS.filter((mutant) => mutant.breaks !== undefined).length).toBeGreaterThanOrEqual(25);
    expect(MUTANTS.filter((mutant) => mutant.harmless !== undefined).length).toBeGreaterThanOrEqual(15);
    const report = await runMutants({ provider: provider.baseUrl, statesUrl: provider.statesUrl });
    const named = (results: typeof report.results) => results.map(({ mutant }) => `${mutant.call}: ${mutant.name}`);
    expect(
      { breakingSurvived: named(report.survivorsThatBreak), harmlessKilled: named(report.harmlessKilled) },
      describeReport(report),
    ).toEqual({ breakingSurvived: [], harmlessKilled: [] });
  });
});
