import type { CallName } from '@tours/contract';
import { describe, it } from 'vitest';
import { login } from '../fixtures.js';
import { build } from '../helper.js';
import type { HappyCase } from './cases.js';
import { memberCases } from './member-cases.js';
import { publicCases } from './public-cases.js';

/** Typed over every call name: a registry entry without a happy path here does not compile. */
const cases: Record<CallName, HappyCase> = { ...publicCases, ...memberCases };

describe('every /rest/api call answers through the registry loop', () => {
  for (const [name, run] of Object.entries(cases)) {
    it(`${name} succeeds`, async () => {
      const app = await build();
      await run(app, await login(app));
    });
  }
});
