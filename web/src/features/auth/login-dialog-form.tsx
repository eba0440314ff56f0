import { Button, Stack, TextInput } from '@mantine/core';
import { loginDialogSchema } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button';
import { useContractForm } from '../../lib/use-contract-form';
import { useLogIn } from './api';
import { PasswordField } from './password-field';

export interface LoginDialogFormProps {
  email: string;
  onLoggedIn: () => void;
  onSignUp: () => void;
}

/** The login dialog: email and password (no agreement box; that belongs to the login page). */
export function LoginDialogForm({ email, onLoggedIn, onSignUp }: LoginDialogFormProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogIn(onLoggedIn);
  const form = useContractForm(loginDialogSchema, { email, password: '' });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => logIn.mutate({ username: values.email, password: values.password }))} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <PasswordField autoComplete="current-password" data-autofocus error={errors.password?.message} {...form.register('password')} />
        <SubmitButton loading={logIn.isPending}>{t('login.submit')}</SubmitButton>
        <Button variant="subtle" onClick={onSignUp}>
          {t('dialogs.toSignUp')}
        </Button>
      </Stack>
    </form>
  );
}
