import { messages } from '@tours/contract/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type CardFormValues, cardFormIssues } from '../../components/card-form-values';

/**
 * Pay Now's checks, as at checkout: a method must be chosen (spec §5's first message), then pay/submit's card checks,
 * every failing field flagged at once with its own message, so an empty card takes one press, not one per field.
 */
export const payOrderResolver: Resolver<CardFormValues> = (values) => {
  const issues = values.payMode ? cardFormIssues(values) : [{ field: 'payMode', messageKey: messages.paymentMethodRequired }];
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<CardFormValues> = {};
  for (const issue of issues) Object.assign(errors, { [issue.field]: { type: 'custom', message: issue.messageKey } });
  return { values: {}, errors };
};
