import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/country-select';
import type { CheckoutValues } from './checkout-values';

const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'UnionPay', 'JCB'];

/** Card details and billing address of spec §3; the expiry is a month picker sent as YYYY-MM. */
export function CardDetailsFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useTranslation('checkout');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="card-details">
      <TextInput label={t('card.number')} inputMode="numeric" autoComplete="cc-number" {...form.register('cardNumber')} />
      <Controller
        control={form.control}
        name="cardType"
        render={({ field }) => (
          <Select label={t('card.type')} data={CARD_TYPES} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} />
        )}
      />
      <TextInput label={t('card.name')} autoComplete="cc-name" {...form.register('cardName')} />
      <Group grow>
        <Controller
          control={form.control}
          name="cardExpiry"
          render={({ field }) => (
            <MonthPickerInput
              label={t('card.expiry')}
              placeholder="YYYY-MM"
              valueFormat="YYYY-MM"
              ariaLabels={{ previousYear: t('card.previousYear'), nextYear: t('card.nextYear') }}
              minDate={dayjs().startOf('month').format('YYYY-MM-DD')}
              value={field.value ? `${field.value}-01` : null}
              onChange={(value) => field.onChange(value ? dayjs(value).format('YYYY-MM') : '')}
            />
          )}
        />
        <TextInput label={t('card.securityCode')} inputMode="numeric" autoComplete="cc-csc" {...form.register('cardSecurityCode')} />
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
    </SimpleGrid>
  );
}
