import { messages } from '@tours/contract/rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type CardFormValues, cardFormIssue } from '../../components/card-form-values';

/**
 * Pay Now's checks, as at checkout: a method must be chosen (spec §5's first message), then pay/submit's
 * card checks; only the first failure is reported, on its field.
 */
export const payOrderResolver: Resolver<CardFormValues> = (values) => {
  const issue = values.payMode ? cardFormIssue(values) : { field: 'payMode', messageKey: messages.paymentMethodRequired };
  if (!issue) return { values, errors: {} };
  const errors = { [issue.field]: { type: 'custom', message: issue.messageKey } } as FieldErrors<CardFormValues>;
  return { values: {}, errors };
};
