import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockProvider, startMockProvider } from '../support/mock-provider';
import { verifyPacts } from '../support/verify';

let provider: MockProvider;

beforeAll(async () => {
  provider = await startMockProvider();
});

afterAll(() => provider.close());

describe('the mock server as the tour-api provider', () => {
  it('answers every interaction of the committed pact, each from its provider state', async () => {
    await expect(verifyPacts({ baseUrl: provider.baseUrl, statesUrl: provider.statesUrl })).resolves.toBeDefined();
  });
});
