import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** What every answer carries: no type sniffing, and no path or query sent to another site as a Referer. */
export function expectEveryAnswerHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** What every /rest/api answer carries besides: a policy under which nothing in it runs, even opened as a page. */
export function expectApiHeaders(response: LightMyRequestResponse) {
  expectEveryAnswerHeaders(response);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
}
