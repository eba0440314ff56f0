import { Text } from '@mantine/core';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizeForPerson } from '../../lib/localize-message';
import { type CheckoutContext, type CheckoutValues, checkoutIssues, isCardField } from './checkout-values';

/**
 * Beside "Firm payment", once it has been pressed: the first thing stopping the payment in spec §5's order ('Please
 * choose a payment method' before 'Enter your First Name'...), while every field says its own. It follows the form as
 * the person fixes fields, and the button is described by it.
 */
export function FirmPaymentProblem({ id, context }: { id: string; context: CheckoutContext }) {
  const { t } = useTranslation('checkout');
  const { getValues } = useFormContext<CheckoutValues>();
  const { submitCount } = useFormState<CheckoutValues>();
  useWatch<CheckoutValues>();
  const first = submitCount > 0 ? checkoutIssues(getValues(), context)[0] : undefined;
  if (!first) return null;
  return (
    <Text id={id} size="sm" c="red.9">
      {isCardField(first.field) ? t(first.message) : localizeForPerson(first.message)}
    </Text>
  );
}
