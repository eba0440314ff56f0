import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { BankType, type CallInput } from '@tours/contract';
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
  // Check, then add only a valid number: one command of two calls, so either failure goes through the error policy.
  const add = useMutation({
    mutationKey: ['member.bankcard.add'],
    mutationFn: async (payload: CallInput<'member.bankcard.add'>) => {
      const check = await callData('member.bankcard.check', payload);
      if (check.valid) await callData('member.bankcard.add', payload);
      return check.valid;
    },
    onSuccess: (valid) => {
      setInvalid(!valid);
      if (!valid) return;
      notifySuccess(t('cards.added'));
      form.reset();
      onAdded();
    },
  });
  const onSubmit = form.handleSubmit(({ number, cardName }) => add.mutate({ bankType: BankType.CreditCard, number, cardName }));
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
        <Button type="submit" mt={25} loading={add.isPending}>
          {t('cards.add')}
        </Button>
      </Group>
    </form>
  );
}
