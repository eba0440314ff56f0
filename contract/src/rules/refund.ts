import { z } from 'zod';
import { messages } from './messages.js';

/** The refund request's types: the spec names none, so these are four sample values (docs/adr/0032-account-and-checkout-where-the-spec-is-silent.md). */
export const REFUND_TYPES = ['changeOfPlans', 'weather', 'guideCancelled', 'other'] as const;

/**
 * The refund request screen: a type must be chosen ('Please Select', one of the messages of spec §5);
 * the instructions are free text. No call sends it (spec §1): the shop keeps it in the browser.
 */
export const refundRequestSchema = z.object({
  type: z.enum(REFUND_TYPES, { error: messages.selectRequired }),
  instructions: z.string().trim(),
});
export type RefundRequestValues = z.output<typeof refundRequestSchema>;
