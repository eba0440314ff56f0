import { Button, Stack, TextInput } from '@mantine/core';
import { emailOnlySchema } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button';
import { useContractForm } from '../../lib/use-contract-form';

export interface EmailEntryFormProps {
  email: string;
  onContinue: (email: string) => void;
  /** Sign-up takes along whatever was typed, so nobody types the email twice. */
  onSignUp: (email: string) => void;
}

/** 'Log in or sign up': the email only, then on to the login dialog with it. */
export function EmailEntryForm({ email, onContinue, onSignUp }: EmailEntryFormProps) {
  const { t } = useTranslation('auth');
  const form = useContractForm(emailOnlySchema, { email });
  return (
    <form onSubmit={form.handleSubmit((values) => onContinue(values.email))} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          data-autofocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <SubmitButton>{t('dialogs.continue')}</SubmitButton>
        <Button variant="subtle" onClick={() => onSignUp(form.getValues('email').trim())}>
          {t('dialogs.toSignUp')}
        </Button>
      </Stack>
    </form>
  );
}
