import { Button, Group, TextInput } from '@mantine/core';
import { BankType } from '@tours/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useAddCard } from './api';

/** Add a card: bankcard.check first (Luhn and type), then bankcard.add; the list then reloads (useAddCard). */
export function AddCardForm() {
  const { t } = useTranslation('account');
  const [invalid, setInvalid] = useState(false);
  const form = useForm({ defaultValues: { number: '', cardName: '' } });
  const add = useAddCard({
    onSuccess: (valid) => {
      setInvalid(!valid);
      if (!valid) return;
      notifySuccess(t('cards.added'));
      form.reset();
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
