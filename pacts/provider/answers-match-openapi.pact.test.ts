import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, startBrokenProvider } from '../mutants/broken-provider';
import { type MockProvider, startMockProvider } from '../support/mock-provider';
import { answerViolations } from '../support/openapi-answers';
import { verifyPacts } from '../support/verify';

let provider: MockProvider;

beforeAll(async () => {
  provider = await startMockProvider();
});

afterAll(() => provider.close());

describe("the mock's answers against docs/openapi.json", () => {
  it('match the document in every interaction of the pact, by an independent validator', async () => {
    const answers: { path: string; answer: Answer }[] = [];
    const recorder = await startBrokenProvider(provider.baseUrl, (path, answer) => answers.push({ path, answer }));
    try {
      await verifyPacts({ baseUrl: recorder.baseUrl, statesUrl: provider.statesUrl });
    } finally {
      await recorder.close();
    }
    const violations = answers.flatMap(({ path, answer }) => answerViolations(path, answer.body));
    expect(answers.length).toBeGreaterThanOrEqual(58);
    expect(violations).toEqual([]);
  });
});
