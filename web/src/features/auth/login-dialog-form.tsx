import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { loginDialogSchema } from '@tours/contract/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button';
import { PasswordField } from './password-field';
import { useLogIn } from './use-log-in';

export interface LoginDialogFormProps {
  email: string;
  onLoggedIn: () => void;
  onSignUp: () => void;
}

/** The login dialog: email and password (no agreement box; that belongs to the login page). */
export function LoginDialogForm({ email, onLoggedIn, onSignUp }: LoginDialogFormProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogIn(onLoggedIn);
  const form = useForm({ mode: 'onBlur', resolver: zodResolver(loginDialogSchema), defaultValues: { email, password: '' } });
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
