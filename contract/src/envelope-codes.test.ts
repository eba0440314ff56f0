import { describe, expect, it } from 'vitest';
import { envelopeMessage } from './envelope-codes.js';

describe('envelopeMessage', () => {
  it('reads message, else msg (spec §3: one place says msg), else nothing', () => {
    expect(envelopeMessage({ code: 400, message: 'm' })).toBe('m');
    expect(envelopeMessage({ code: 400, msg: 'n' })).toBe('n');
    expect(envelopeMessage({ code: 400, message: 'm', msg: 'n' })).toBe('m');
    expect(envelopeMessage({ code: 400 })).toBe('');
  });
});
