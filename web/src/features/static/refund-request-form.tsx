import { Select, Stack, Textarea } from '@mantine/core';
import { REFUND_TYPES, type RefundRequestValues, refundRequestSchema } from '@tours/contract/rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button';
import { useContractForm } from '../../lib/use-contract-form';

/** Refund type (required: 'Please Select', spec §5) and instructions; Submit hands the checked values on. */
export function RefundRequestForm({ onSubmit }: { onSubmit: (values: RefundRequestValues) => void }) {
  const { t } = useTranslation('static');
  const form = useContractForm(refundRequestSchema, { instructions: '' });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('refund.type')}
              withAsterisk
              data={REFUND_TYPES.map((value) => ({ value, label: t(`refund.types.${value}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.type?.message}
            />
          )}
        />
        <Textarea label={t('refund.instructions')} rows={5} {...form.register('instructions')} />
        <SubmitButton w="fit-content">{t('refund.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
