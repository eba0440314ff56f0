import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardDetailsFields } from '../../components/card-details-fields';
import { labelCardFields } from '../../components/card-field-labels';
import { type CardFormValues, cardDetailsOf, emptyCardFormValues } from '../../components/card-form-values';
import { formatAmount } from '../../components/price-display';
import { withLocalizedMessages } from '../../lib/localize-resolver';
import { paths } from '../../lib/paths';
import { paymentFailedState } from '../../lib/payment-return';
import { AlreadyPaid } from './already-paid';
import { usePayOrder } from './api';
import { payOrderResolver } from './pay-order-values';

interface PayOrderDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/**
 * Pay Now: the same choice as at checkout, a new card or the wallet, so a declined card is never a dead
 * end. A card goes to the order page polling for the result (type=1); a refused card comes back to the
 * order page with the server's reason; the wallet opens its approval page, or says here why it cannot. An order paid
 * meanwhile (the page polls it, or the payment was refused for it) says so here, with its new status, never as a wrong card.
 */
export function PayOrderDialog({ order, opened, onClose }: PayOrderDialogProps) {
  const { t } = useTranslation(['orders', 'checkout']);
  const navigate = useNavigate();
  const form = useForm<CardFormValues>({ resolver: withLocalizedMessages(payOrderResolver), defaultValues: emptyCardFormValues() });
  const payMode = form.watch('payMode');
  const [alreadyPaidReason, setAlreadyPaidReason] = useState<string | null>(null);
  const pay = usePayOrder((outcome) => {
    if (outcome.kind === 'alreadyPaid') {
      setAlreadyPaidReason(outcome.reason);
      return;
    }
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.href);
      return;
    }
    if (outcome.kind === 'confirmCard') {
      navigate(paths.orderInfo.href(order.id, 1), { replace: true });
      return;
    }
    if (form.getValues('payMode') === 'quick') {
      form.setError('root.server', { message: outcome.reason ?? t('orders:pay.walletFailed') });
      return;
    }
    navigate(paths.orderInfo.href(order.id), { replace: true, state: paymentFailedState(outcome.reason) });
  });
  const onSubmit = form.handleSubmit((values) =>
    pay.mutate({
      orderId: order.id,
      payOrderId: order.payOrderId,
      payMode: values.payMode === 'quick' ? 'quick' : 'card',
      card: cardDetailsOf(values),
      saveCard: values.saveCard,
      origin: window.location.origin,
    }),
  );
  const serverError = form.formState.errors.root?.server?.message;
  const methodError = form.formState.errors.payMode?.message;

  return (
    <Modal opened={opened} onClose={onClose} title={t('orders:pay.title', { id: order.id })} size="lg" centered>
      {order.payStatus ? (
        <AlreadyPaid order={order} reason={alreadyPaidReason} onView={onClose} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <Text>
                {t('orders:pay.amount')}{' '}
                <Text span fw={700}>
                  {order.currencyInco}
                  {formatAmount(order.payPrice)}
                </Text>
              </Text>
              <Radio.Group
                label={t('checkout:payment.method')}
                value={payMode}
                onChange={(value) => {
                  form.clearErrors();
                  form.setValue('payMode', value === 'quick' ? 'quick' : 'card');
                }}
                error={methodError}
              >
                <Group mt="xs">
                  <Radio value="card" label={t('checkout:payment.card')} />
                  <Radio value="quick" label={t('checkout:payment.paypal')} />
                </Group>
              </Radio.Group>
              {payMode === 'card' ? <CardDetailsFields /> : null}
              {serverError ? (
                <Alert color="red" role="alert">
                  {labelCardFields(serverError, t)}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('orders:pay.cancel')}
                </Button>
                <Button type="submit" loading={pay.isPending}>
                  {t('orders:pay.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}
