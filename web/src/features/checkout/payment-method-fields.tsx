import { Group, Radio, Stack, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardDetailsFields } from '../../components/card-details-fields';
import type { CheckoutValues } from './checkout-values';

/** Credit card (with card details and address) or PayPal (the 'quick' wallet). */
export function PaymentMethodFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useTranslation('checkout');
  const payMode = form.watch('payMode');
  return (
    <Stack component="section" aria-labelledby="payment-method-title">
      <Title order={2} size="h4" id="payment-method-title">
        {t('payment.title')}
      </Title>
      <Controller
        control={form.control}
        name="payMode"
        render={({ field, fieldState }) => (
          <Radio.Group label={t('payment.method')} value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
            <Group mt="xs">
              {/* The group's focus target: a form flagging the method puts the keyboard on its first choice. */}
              <Radio value="card" label={t('payment.card')} ref={field.ref} />
              <Radio value="quick" label={t('payment.paypal')} />
            </Group>
          </Radio.Group>
        )}
      />
      {payMode === 'card' ? <CardDetailsFields /> : null}
    </Stack>
  );
}
