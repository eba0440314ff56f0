import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardFormValues } from './card-form-values';
import { CountrySelect } from './country-select';

const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'UnionPay', 'JCB'];

/**
 * Card details and billing address of spec §3 (checkout and the order page's Pay Now); the expiry is a month
 * picker sent as YYYY-MM. Field messages are checkout i18n keys (components/card-form-values.ts).
 */
export function CardDetailsFields() {
  const { t } = useTranslation('checkout');
  const form = useFormContext<CardFormValues>();
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="card-details">
      <TextInput
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        error={errorOf(errors.cardNumber?.message)}
        {...form.register('cardNumber')}
      />
      <Controller
        control={form.control}
        name="cardType"
        render={({ field }) => (
          <Select label={t('card.type')} data={CARD_TYPES} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} />
        )}
      />
      <TextInput label={t('card.name')} autoComplete="cc-name" error={errorOf(errors.cardName?.message)} {...form.register('cardName')} />
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="cardExpiry"
          render={({ field, fieldState }) => (
            <MonthPickerInput
              label={t('card.expiry')}
              placeholder="YYYY-MM"
              valueFormat="YYYY-MM"
              ariaLabels={{ previousYear: t('card.previousYear'), nextYear: t('card.nextYear') }}
              minDate={dayjs().startOf('month').format('YYYY-MM-DD')}
              value={field.value ? `${field.value}-01` : null}
              onChange={(value) => field.onChange(value ? dayjs(value).format('YYYY-MM') : '')}
              ref={field.ref}
              error={errorOf(fieldState.error?.message)}
            />
          )}
        />
        <TextInput
          label={t('card.securityCode')}
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errorOf(errors.cardSecurityCode?.message)}
          {...form.register('cardSecurityCode')}
        />
      </Group>
      <Controller
        control={form.control}
        name="countryCode"
        render={({ field }) => (
          <CountrySelect label={t('card.country')} value={field.value} onChange={field.onChange} by="countryCode" optionLabel="nameOnly" />
        )}
      />
      <TextInput label={t('card.province')} {...form.register('cardAddress')} />
      <TextInput label={t('card.line1')} autoComplete="address-line1" {...form.register('cardArea1')} />
      <TextInput label={t('card.line2')} autoComplete="address-line2" {...form.register('cardArea2')} />
      <TextInput label={t('card.postalCode')} autoComplete="postal-code" {...form.register('postalCode')} />
      <Checkbox label={t('card.save')} description={t('card.saveHint')} {...form.register('saveCard')} />
    </SimpleGrid>
  );
}
