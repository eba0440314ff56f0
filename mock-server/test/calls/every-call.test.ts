import { API_PREFIX, type CallName, callNames, calls, fullPath } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { login } from '../fixtures.js';
import { build, callRequest, refusal } from '../helper.js';
import { bankcardCases } from './bankcard.cases.js';
import type { CallCase } from './cases.js';
import { catalogCases } from './catalog.cases.js';
import { contentCases } from './content.cases.js';
import { favoriteCases } from './favorite.cases.js';
import { memberCases } from './member.cases.js';
import { merchantCases } from './merchant.cases.js';
import { messageCases } from './message.cases.js';
import { productCases } from './product.cases.js';
import { reviewCases } from './review.cases.js';
import { tradeCases } from './trade.cases.js';
import { verifyCases } from './verify.cases.js';

/** One spread per contract area, as in the registry's index: an area left out here does not compile. */
const cases: Record<CallName, CallCase> = {
  ...verifyCases,
  ...memberCases,
  ...favoriteCases,
  ...reviewCases,
  ...messageCases,
  ...bankcardCases,
  ...tradeCases,
  ...productCases,
  ...catalogCases,
  ...contentCases,
  ...merchantCases,
};

/** A drawn picture's address in an answer's JSON text (an upload's too, which its own route serves). */
const PICTURE_ADDRESS = /\/media\/[^"'\s<>\\]+\.(?:svg|png)/g;

/** Every picture address the app's /rest/api answers name from now on, for the media routes to be asked. */
function picturesNamedBy(app: FastifyInstance): Set<string> {
  const named = new Set<string>();
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.startsWith(API_PREFIX) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      for (const [address] of payload.toString().matchAll(PICTURE_ADDRESS)) named.add(address);
    }
    return payload;
  });
  return named;
}

for (const name of callNames) {
  const { happy, refusal: refused } = cases[name];
  describe(`${calls[name].method} ${fullPath(calls[name])}`, () => {
    // The media routes draw only the pictures a world names (runtime/world-pictures.ts): whatever a call answers is one.
    it(`${name} succeeds, and every picture its answers name is served`, async () => {
      const app = await build();
      const named = picturesNamedBy(app);
      await happy(app, await login(app));
      for (const address of named) expect((await app.inject({ url: address })).statusCode, address).toBe(200);
    });

    it(`${name} refuses with ${refused.code}`, async () => {
      const app = await build();
      const body = await refusal(app, callRequest(name, refused.payload));
      expect(body.code).toBe(refused.code);
      expect(body.message).toBeTruthy();
    });
  });
}
