import { describe, expect, it } from 'vitest';
import { NOT_SUCCESS } from './interaction';

const refusal = new RegExp(NOT_SUCCESS);

describe('the pact’s refusal code', () => {
  it('accepts any code the shop reads as a refusal, a backend’s long ones and negative ones too', () => {
    for (const code of [0, -1, 99, 202, 400, 409, 500, 2000, -404, 1008002000]) expect(refusal.test(String(code)), String(code)).toBe(true);
  });

  it('refuses success (200) and the invalid session (201), which the shop reads otherwise', () => {
    for (const code of [200, 201]) expect(refusal.test(String(code)), String(code)).toBe(false);
  });
});
