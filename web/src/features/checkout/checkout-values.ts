import { messages, paymentSubmitSchema } from '@tours/contract/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type CardFormValues, cardFormIssue, emptyCardFormValues } from '../../components/card-form-values';

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

function firstIssue(values: CheckoutValues, context: CheckoutContext | undefined): { field: string; message: string } | null {
  const issue = paymentSubmitSchema.safeParse({ ...values, currencyName: context?.currencyName }).error?.issues[0];
  if (issue) return { field: String(issue.path[0] ?? 'payMode'), message: issue.message };
  // After the spec's five checks, a visitor's code and region, which the register call needs.
  if (context?.isVisitor && !values.code.trim()) return { field: 'code', message: messages.verificationCodeRequired };
  if (context?.isVisitor && !values.areaId) return { field: 'areaId', message: messages.countryRequired };
  // Then what pay/submit would refuse about the card (the contract's card checks): found here, before the
  // account, the saved card and the order exist. Card messages are checkout i18n keys.
  const card = cardFormIssue(values);
  return card ? { field: card.field, message: card.messageKey } : null;
}

/**
 * "Firm payment" runs the contract's payment checks in the spec's order, then the card checks; only the
 * first failure is reported, on the field it concerns (spec §5).
 */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext> = (values, context) => {
  const issue = firstIssue(values, context);
  if (!issue) return { values, errors: {} };
  const errors = { [issue.field]: { type: 'custom', message: issue.message } } as FieldErrors<CheckoutValues>;
  return { values: {}, errors };
};
