import { Button, Card, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BookingDraft } from '@tours/contract';
import { HOLD_MS } from '@tours/contract/constants';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currencyOptions } from '../../api/currencies';
import { memberOptions } from '../../api/member';
import { readBookingHoldStart } from '../../lib/booking-draft';
import { withLocalizedMessages } from '../../lib/localize-resolver';
import { paths } from '../../lib/paths';
import { paymentFailedState } from '../../lib/payment-return';
import { getCurrencyId } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { useHoldCountdown } from '../../lib/use-hold-countdown';
import { useFirmPayment } from './api';
import { readPersonalDetails, readResendSecondsLeft, savePersonalDetails, saveResendAt } from './checkout-details-store';
import { type CheckoutContext, type CheckoutValues, checkoutResolver, emptyCheckoutValues } from './checkout-values';
import { FirmPaymentProblem } from './firm-payment-problem';
import { HoldCountdown } from './hold-countdown';
import { OrderSummary } from './order-summary';
import { PaidPromptModal } from './paid-prompt-modal';
import { PaymentMethodFields } from './payment-method-fields';
import { PersonalDetailsFields } from './personal-details-fields';

export function CheckoutForm({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  // The visitor/member choice is made once, when the page opens: registering on the fly logs in.
  const [isVisitor] = useState(!isLoggedIn);
  // The hold started when BOOK NOW stored the draft (server clock); a reload does not restart it.
  const [holdStartedAt] = useState(readBookingHoldStart);
  const holdEndsAt = holdStartedAt + HOLD_MS;
  // What was typed for this draft before a reload, and Send code's countdown (never the card: checkout-details-store.ts).
  const [keptDetails] = useState(() => readPersonalDetails(holdStartedAt));
  const [resendCountdown] = useState(() => ({
    secondsLeft: readResendSecondsLeft(holdStartedAt),
    onStart: (resendAt: number) => saveResendAt(holdStartedAt, resendAt),
  }));
  const msLeft = useHoldCountdown(holdEndsAt);
  const holdExpired = msLeft <= 0;
  const [promptOrderId, setPromptOrderId] = useState<number | null>(null);
  const member = useQuery({ ...memberOptions(), enabled: !isVisitor });
  const currencyId = draft.currencyId ?? getCurrencyId();
  // The wallet's currency rule reads the currency's name (no id is compiled in); the header has loaded this list.
  const currencies = useQuery(currencyOptions());
  const currencyName = currencies.data?.list.find((currency) => currency.id === currencyId)?.moneyName ?? null;
  const context: CheckoutContext = { isVisitor, currencyName };
  const problemId = useId();
  const form = useForm<CheckoutValues, CheckoutContext>({
    resolver: withLocalizedMessages(checkoutResolver),
    context,
    defaultValues: { ...emptyCheckoutValues(currencyId), ...keptDetails },
  });
  useEffect(() => {
    const subscription = form.watch((values) => savePersonalDetails(holdStartedAt, values));
    return () => subscription.unsubscribe();
  }, [form, holdStartedAt]);

  const profile = member.data;
  useEffect(() => {
    if (!profile) return;
    form.reset({
      ...form.getValues(),
      fullName: profile.name,
      lastName: profile.surname,
      email: profile.email,
      mobile: profile.mobile,
      areaId: String(profile.areaId ?? ''),
      // What the member changed before a reload stays changed.
      ...keptDetails,
    });
  }, [profile, form, keptDetails]);

  const pay = useFirmPayment((outcome) => {
    if (outcome.kind === 'confirmCard') setPromptOrderId(outcome.orderId);
    else if (outcome.kind === 'redirect') window.location.assign(outcome.href);
    else navigate(paths.orderInfo.href(outcome.orderId), { state: paymentFailedState(outcome.reason) });
  });
  const onSubmit = form.handleSubmit((values) => {
    // The countdown may reach 0 between two ticks: the hold is checked again at the moment of paying.
    if (!holdExpired) pay.mutate({ draft, values, isLoggedIn, origin: window.location.origin });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xl">
              <PersonalDetailsFields form={form} isVisitor={isVisitor} resendCountdown={resendCountdown} />
              <PaymentMethodFields form={form} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <OrderSummary draft={draft} />
              <Card withBorder radius="md">
                <Stack>
                  <HoldCountdown msLeft={msLeft} tourHref={paths.productInfo.href(draft.spuId)} />
                  {holdExpired ? null : (
                    <>
                      <Button type="submit" size="md" loading={pay.isPending} aria-describedby={problemId}>
                        {t('firmPayment')}
                      </Button>
                      <FirmPaymentProblem id={problemId} context={context} />
                    </>
                  )}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
        <PaidPromptModal orderId={promptOrderId} />
      </form>
    </FormProvider>
  );
}
