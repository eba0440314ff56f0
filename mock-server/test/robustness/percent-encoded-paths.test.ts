import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { answer } from './support.js';

/**
 * Attack: the router decodes a percent-encoded path (/%72est/api/... is /rest/api/...), so checks made on
 * the raw URL missed it. A refusal of a call reached that way is still the call's envelope.
 */
describe('a call reached by a percent-encoded path', () => {
  it('answers a malformed request with a 400 envelope naming the field', async () => {
    const app = await build();
    const body = await answer(app, {
      method: 'POST',
      url: '/%72est/api/product/detail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=abc',
    });
    expect(body).toMatchObject({ code: 400, message: expect.stringMatching(/^id: /) });
  });
});
