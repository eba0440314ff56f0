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

/** A failed check of "Firm payment", on the field it concerns. */
export interface PaymentIssue {
  field: 'payMode' | 'fullName' | 'lastName' | 'email';
  message: string;
}

/**
 * The checks of "Firm payment" that fail, every one at once, in the spec's exact order: the form flags each field and
 * says the first of them as the form's own message, so the order a person reads is still the spec's.
 */
export function paymentIssues(values: PaymentSubmitValues): PaymentIssue[] {
  const issues: PaymentIssue[] = [];
  if (!values.payMode) issues.push({ field: 'payMode', message: messages.paymentMethodRequired });
  else if (values.payMode === 'quick' && values.currencyName != null && WALLET_UNSUPPORTED_CURRENCIES.includes(values.currencyName)) {
    issues.push({ field: 'payMode', message: messages.currencyNotSupported });
  }
  if (!values.fullName.trim()) issues.push({ field: 'fullName', message: messages.firstNameRequired });
  if (!values.lastName.trim()) issues.push({ field: 'lastName', message: messages.lastNameRequired });
  if (!values.email.trim()) issues.push({ field: 'email', message: messages.checkoutEmailRequired });
  return issues;
}
