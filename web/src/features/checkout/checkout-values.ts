import type { PayMode } from '@tours/contract';
import { messages, paymentSubmitSchema } from '@tours/contract/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface CheckoutValues {
  fullName: string;
  lastName: string;
  email: string;
  mobile: string;
  areaId: string;
  code: string;
  payMode: PayMode | '';
  currencyId: number | null;
  cardNumber: string;
  cardType: string;
  cardName: string;
  cardExpiry: string;
  cardSecurityCode: string;
  countryCode: string;
  cardAddress: string;
  cardArea1: string;
  cardArea2: string;
  postalCode: string;
}

export function emptyCheckoutValues(currencyId: number | null): CheckoutValues {
  return {
    fullName: '',
    lastName: '',
    email: '',
    mobile: '',
    areaId: '',
    code: '',
    payMode: '',
    currencyId,
    cardNumber: '',
    cardType: '',
    cardName: '',
    cardExpiry: '',
    cardSecurityCode: '',
    countryCode: '',
    cardAddress: '',
    cardArea1: '',
    cardArea2: '',
    postalCode: '',
  };
}

export interface CheckoutContext {
  isVisitor: boolean;
}

function firstIssue(values: CheckoutValues, context: CheckoutContext | undefined): { field: string; message: string } | null {
  const issue = paymentSubmitSchema.safeParse(values).error?.issues[0];
  if (issue) return { field: String(issue.path[0] ?? 'payMode'), message: issue.message };
  // After the spec's five checks, a visitor's code and region, which the register call needs.
  if (context?.isVisitor && !values.code.trim()) return { field: 'code', message: messages.verificationCodeRequired };
  if (context?.isVisitor && !values.areaId) return { field: 'areaId', message: messages.countryRequired };
  return null;
}

/**
 * "Firm payment" runs the contract's payment checks in the spec's order; only the first failure is
 * reported, on the field it concerns (spec §5).
 */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext> = (values, context) => {
  const issue = firstIssue(values, context);
  if (!issue) return { values, errors: {} };
  const errors = { [issue.field]: { type: 'custom', message: issue.message } } as FieldErrors<CheckoutValues>;
  return { values: {}, errors };
};
