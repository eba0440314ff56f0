import { Button, Group, TextInput } from '@mantine/core';
import { BankType } from '@tours/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callData } from '../../../api/client';
import { notifySuccess } from '../../../lib/notify';

/** Add a card: bankcard.check first (Luhn and type), then bankcard.add. */
export function AddCardForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('account');
  const [invalid, setInvalid] = useState(false);
  const form = useForm({ defaultValues: { number: '', cardName: '' } });
  const onSubmit = form.handleSubmit(async ({ number, cardName }) => {
    const payload = { bankType: BankType.CreditCard, number, cardName };
    try {
      const check = await callData('member.bankcard.check', payload);
      setInvalid(!check.valid);
      if (!check.valid) return;
      await callData('member.bankcard.add', payload);
      notifySuccess(t('cards.added'));
      form.reset();
      onAdded();
    } catch {
      // The client toasted the server's message.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cards.addTitle')}>
      <Group align="flex-start">
        <TextInput
          label={t('cards.number')}
          inputMode="numeric"
          error={invalid ? t('cards.invalid') : undefined}
          {...form.register('number', { onChange: () => setInvalid(false) })}
        />
        <TextInput label={t('cards.name')} {...form.register('cardName')} />
        <Button type="submit" mt={25} loading={form.formState.isSubmitting}>
          {t('cards.add')}
        </Button>
      </Group>
    </form>
  );
}
