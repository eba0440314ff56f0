import { afterAll, describe, expect, it } from 'vitest';
import { MUTANTS } from '../mutants/mutants';
import { describeReport, type MutantsReport, runMutants } from '../mutants/run-mutants';
import { startMockProvider } from '../support/mock-provider';
import { answerViolations } from '../support/openapi-answers';

/**
 * One replay of the pact against the mock, fault-free first and then once per mutant, read by both rules below: the
 * fault-free replay is the whole pact's, so its answers are the ones an OpenAPI check of the pact's replay needs.
 */
const providerStarted = startMockProvider();
afterAll(async () => (await providerStarted).close());
let replay: Promise<MutantsReport> | undefined;
const replayed = () => {
  replay ??= providerStarted.then((provider) => runMutants({ provider: provider.baseUrl, statesUrl: provider.statesUrl }));
  return replay;
};

describe('the pact against deliberately broken providers', () => {
  it('fails against every mutant that would break a screen, and passes every harmless one', async () => {
    expect(MUTANTS.filter((mutant) => mutant.breaks !== undefined).length).toBeGreaterThanOrEqual(25);
    expect(MUTANTS.filter((mutant) => mutant.harmless !== undefined).length).toBeGreaterThanOrEqual(15);
    const report = await replayed();
    const named = (results: typeof report.results) => results.map(({ mutant }) => `${mutant.call}: ${mutant.name}`);
    expect(
      { breakingSurvived: named(report.survivorsThatBreak), harmlessKilled: named(report.harmlessKilled) },
      describeReport(report),
    ).toEqual({ breakingSurvived: [], harmlessKilled: [] });
  });
});

describe("the mock's answers against docs/openapi.json", () => {
  it('match the document in every interaction of the pact, by an independent validator', async () => {
    const answers = (await replayed()).faultFreeAnswers;
    const violations = answers.flatMap(({ path, answer }) => answerViolations(path, answer.body));
    expect(answers.length).toBeGreaterThanOrEqual(58);
    expect(violations).toEqual([]);
  });
});
