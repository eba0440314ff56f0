import { describe, expect, it } from 'vitest';
import { refundRequestSchema } from './refund.js';

describe('refundRequestSchema', () => {
  it("refuses a request without a type with 'Please Select' on the type field", () => {
    const result = refundRequestSchema.safeParse({ instructions: 'Plans changed' });
    expect(result.error?.issues).toMatchObject([{ path: ['type'], message: 'Please Select' }]);
  });

  it('accepts a chosen type with or without instructions, trimmed', () => {
    expect(refundRequestSchema.parse({ type: 'weather', instructions: '  Storm  ' })).toEqual({ type: 'weather', instructions: 'Storm' });
    expect(refundRequestSchema.parse({ type: 'other', instructions: '' }).instructions).toBe('');
  });
});
