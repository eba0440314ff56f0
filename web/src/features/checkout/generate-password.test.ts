import { newPasswordRule } from '@tours/contract/rules';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes passwords the register call takes (the new-account rule)', () => {
    for (let n = 0; n < 50; n++) expect(newPasswordRule.safeParse(generatePassword()).success).toBe(true);
  });
});
