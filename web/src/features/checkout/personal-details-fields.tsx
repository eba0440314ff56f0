import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { messages } from '@tours/contract/rules';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/country-select';
import { SendCodeButton } from '../../components/send-code-button';
import { useSendCode } from '../../components/use-send-code';
import type { KeptCountdown } from '../../components/use-send-code-countdown';
import { localizeForPerson } from '../../lib/localize-message';
import type { CheckoutValues } from './checkout-values';

/** Marks the email message set by Send code, so typing clears it (the checkout form checks only on submit). */
const SEND_CODE_ERROR = 'sendCode';

interface PersonalDetailsFieldsProps {
  form: UseFormReturn<CheckoutValues>;
  isVisitor: boolean;
  /** Send code's countdown, kept with the draft so a reload goes on counting (checkout-details-store.ts). */
  resendCountdown?: KeptCountdown;
}

/** First name (fullName), last name, email, mobile, region; a visitor also gives the emailed code. */
export function PersonalDetailsFields({ form, isVisitor, resendCountdown }: PersonalDetailsFieldsProps) {
  const { t } = useTranslation('checkout');
  const { errors } = form.formState;
  const sendCode = useSendCode();
  const email = form.watch('email');
  // Send code cannot work without a well-formed email: say so at the field instead of doing nothing.
  const showEmailMessage = () =>
    form.setError(
      'email',
      { type: SEND_CODE_ERROR, message: localizeForPerson(email.trim() ? messages.emailFormat : messages.checkoutEmailRequired) },
      { shouldFocus: true },
    );
  const clearSendCodeMessage = () => {
    if (form.getFieldState('email').error?.type === SEND_CODE_ERROR) form.clearErrors('email');
  };
  return (
    <Stack component="section" aria-labelledby="personal-details-title">
      <Title order={2} size="h4" id="personal-details-title">
        {t('details.title')}
      </Title>
      <Group grow align="flex-start">
        <TextInput
          label={t('details.firstName')}
          autoComplete="given-name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextInput
          label={t('details.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </Group>
      <TextInput
        label={t('details.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email', { onChange: clearSendCodeMessage })}
      />
      {isVisitor ? (
        <Group align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('details.code')} error={errors.code?.message} {...form.register('code')} />
          <SendCodeButton email={email} {...sendCode} onInvalidEmail={showEmailMessage} keptCountdown={resendCountdown} />
        </Group>
      ) : null}
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="areaId"
          render={({ field, fieldState }) => (
            <CountrySelect
              label={t('details.region')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              ref={field.ref}
            />
          )}
        />
        <TextInput label={t('details.mobile')} type="tel" autoComplete="tel" {...form.register('mobile')} />
      </Group>
      {isVisitor ? (
        <Text size="sm" c="dimmed">
          {t('details.accountNotice')}
        </Text>
      ) : null}
    </Stack>
  );
}
