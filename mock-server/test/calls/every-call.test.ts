import { type CallName, callNames, calls, fullPath } from '@tours/contract';
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

for (const name of callNames) {
  const { happy, refusal: refused } = cases[name];
  describe(`${calls[name].method} ${fullPath(calls[name])}`, () => {
    it(`${name} succeeds`, async () => {
      const app = await build();
      await happy(app, await login(app));
    });

    it(`${name} refuses with ${refused.code}`, async () => {
      const app = await build();
      const body = await refusal(app, callRequest(name, refused.payload));
      expect(body.code).toBe(refused.code);
      expect(body.message).toBeTruthy();
    });
  });
}
