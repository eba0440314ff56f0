import { messages, paymentIssues } from '@tours/contract/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type CardFormValues, cardFormIssues, emptyCardFormValues } from '../../components/card-form-values';

export interface CheckoutValues extends CardFormValues {
  fullName: string;
  lastName: string;
  email: string;
  mobile: string;
  areaId: string;
  code: string;
  currencyId: number | null;
}

export function emptyCheckoutValues(currencyId: number | null): CheckoutValues {
  return {
    fullName: '',
    lastName: '',
    email: '',
    mobile: '',
    areaId: '',
    code: '',
    currencyId,
    ...emptyCardFormValues(),
  };
}

export interface CheckoutContext {
  isVisitor: boolean;
  /** The name of the order's currency in the currency list, once it has loaded (the wallet refuses CNY). */
  currencyName: string | null;
}

/** A field the checkout flags, with its message: the spec's text, or (card fields) a checkout i18n key. */
export interface CheckoutIssue {
  field: keyof CheckoutValues;
  message: string;
}

/**
 * Everything "Firm payment" refuses, at once: the spec's five payment checks in their order, then a visitor's code and
 * region (the register call needs them), then what pay/submit would refuse about the card (found here, before the
 * account, the saved card and the order exist). One issue per field; the order is the order the form reports them in.
 */
export function checkoutIssues(values: CheckoutValues, context: CheckoutContext | undefined): CheckoutIssue[] {
  const issues: CheckoutIssue[] = paymentIssues({ ...values, currencyName: context?.currencyName });
  if (context?.isVisitor && !values.code.trim()) issues.push({ field: 'code', message: messages.verificationCodeRequired });
  if (context?.isVisitor && !values.areaId) issues.push({ field: 'areaId', message: messages.countryRequired });
  for (const card of cardFormIssues(values)) issues.push({ field: card.field, message: card.messageKey });
  return issues;
}

/** The fields whose messages are checkout i18n keys (components/card-form-values.ts), not the spec's text. */
export const isCardField = (field: string) =>
  field === 'cardNumber' || field === 'cardExpiry' || field === 'cardSecurityCode' || field === 'cardName';

/**
 * "Firm payment" flags every field that stops the payment at once, each with its own message (spec §5's texts), rather
 * than one field per press; the first in the spec's order is also said by the button (FirmPaymentProblem).
 */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext> = (values, context) => {
  const issues = checkoutIssues(values, context);
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<CheckoutValues> = {};
  for (const issue of issues) errors[issue.field] = { type: 'custom', message: issue.message };
  return { values: {}, errors };
};
