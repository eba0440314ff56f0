import { z } from 'zod';
import { WALLET_UNSUPPORTED_CURRENCIES } from '../constants.js';
import type { PayMode } from '../entities/enums.js';
import { messages } from './messages.js';

export interface PaymentSubmitValues {
  payMode?: PayMode | '' | null;
  /** The chosen currency's name in the currency list (`moneyName`), when known. */
  currencyName?: string | null;
  fullName: string;
  lastName: string;
  email: string;
}

/**
 * The checks of "Firm payment", in the spec's exact order; only the first failure is reported,
 * so a person fixes one thing at a time, as the original screen does.
 */
export function firstPaymentError(values: PaymentSubmitValues): string | null {
  if (!values.payMode) return messages.paymentMethodRequired;
  if (values.payMode === 'quick' && values.currencyName != null && WALLET_UNSUPPORTED_CURRENCIES.includes(values.currencyName)) {
    return messages.currencyNotSupported;
  }
  if (!values.fullName.trim()) return messages.firstNameRequired;
  if (!values.lastName.trim()) return messages.lastNameRequired;
  if (!values.email.trim()) return messages.checkoutEmailRequired;
  return null;
}

/** The same checks as a zod schema, for forms; the single issue sits on the field it concerns. */
export const paymentSubmitSchema = z
  .object({
    payMode: z.union([z.enum(['card', 'quick']), z.literal(''), z.null()]).optional(),
    currencyName: z.string().nullable().optional(),
    fullName: z.string(),
    lastName: z.string(),
    email: z.string(),
  })
  .superRefine((values, ctx) => {
    const message = firstPaymentError(values);
    if (!message) return;
    const path = {
      [messages.paymentMethodRequired]: 'payMode',
      [messages.currencyNotSupported]: 'payMode',
      [messages.firstNameRequired]: 'fullName',
      [messages.lastNameRequired]: 'lastName',
      [messages.checkoutEmailRequired]: 'email',
    }[message];
    ctx.addIssue({ code: 'custom', message, path: [path ?? 'payMode'] });
  });
