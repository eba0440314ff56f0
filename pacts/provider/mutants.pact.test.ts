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
  it('fails against every mutant that would break a screen', async () => {
    expect(MUTANTS.length).toBeGreaterThanOrEqual(25);
    const report = await runMutants({ provider: provider.baseUrl, statesUrl: provider.statesUrl });
    expect(
      report.survivorsThatBreak.map(({ mutant }) => `${mutant.call}: ${mutant.name}`),
      describeReport(report),
    ).toEqual([]);
  });
});
