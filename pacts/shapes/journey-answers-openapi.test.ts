import { journeyAnswers } from '@tours/contract/testing/recorded-shapes';
import { describe, expect, it } from 'vitest';
import { answerViolations } from '../support/openapi-answers';

/**
 * Every distinct JSON answer the built shop received in the journeys (e2e/support/request-shapes.ts), checked by Ajv
 * against docs/openapi.json: what the mock really answers while people book, pay, review and refund, beyond the
 * pact's provider states.
 */
const answers = journeyAnswers.read();

describe("the journeys' answers against docs/openapi.json", () => {
  it('has the journeys’ answers (npm test runs them first)', () => {
    expect(answers, '.request-shapes/e2e-answers is missing: run the e2e journeys first').not.toBeNull();
    expect(answers?.length ?? 0).toBeGreaterThan(100);
  });

  it('are each accepted by the document', () => {
    const violations = [...new Set((answers ?? []).flatMap(({ path, body }) => answerViolations(path, body)))].sort();
    expect(violations).toEqual([]);
  });
});
