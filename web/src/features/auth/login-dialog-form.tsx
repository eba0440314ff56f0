import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { loginDialogSchema } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button';
import { useContractForm } from '../../lib/use-contract-form';
import { useLogIn } from './api';
import { LoginHelp } from './login-help';
import { PasswordField } from './password-field';

export interface LoginDialogFormProps {
  email: string;
  onLoggedIn: () => void;
  /** `afterRefusal`: the person chose sign-up after the server refused this email and password. */
  onSignUp: (email: string, afterRefusal: boolean) => void;
}

/**
 * The login dialog: email and password (no agreement box; that belongs to the login page), and, as on the login page,
 * whom to ask when the password is forgotten, behind its question so the dialog stays short.
 */
export function LoginDialogForm({ email, onLoggedIn, onSignUp }: LoginDialogFormProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogIn(onLoggedIn);
  const form = useContractForm(loginDialogSchema, { email, password: '' });
  const { errors } = form.formState;
  const typedEmail = () => form.getValues('email').trim();
  // The server refuses an unknown email and a wrong password alike, so after a refusal sign-up is offered
  // as the likely way on for someone new, next to trying the password again. It stays while a retry runs, so
  // the form does not jump.
  const [refused, setRefused] = useState(false);
  const [helpShown, setHelpShown] = useState(false);
  const onSubmit = form.handleSubmit((values) =>
    logIn.mutate({ username: values.email, password: values.password }, { onError: () => setRefused(true) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <PasswordField autoComplete="current-password" data-autofocus error={errors.password?.message} {...form.register('password')} />
        {refused ? (
          <Alert color="blue" title={t('dialogs.refusedTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('dialogs.refusedText')}</Text>
              <Button size="xs" onClick={() => onSignUp(typedEmail(), true)}>
                {t('dialogs.signUpWithEmail')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <SubmitButton loading={logIn.isPending}>{t('login.submit')}</SubmitButton>
        {refused ? null : (
          <Button variant="subtle" onClick={() => onSignUp(typedEmail(), false)}>
            {t('dialogs.newHere')}
          </Button>
        )}
        <Button variant="subtle" size="compact-sm" aria-expanded={helpShown} onClick={() => setHelpShown((shown) => !shown)}>
          {t('login.helpTitle')}
        </Button>
        {helpShown ? <LoginHelp /> : null}
      </Stack>
    </form>
  );
}
