import { Checkbox, TextInput } from '@mantine/core';
import { loginPageSchema } from '@tours/contract/rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '../../lib/paths';
import { useContractForm } from '../../lib/use-contract-form';
import { useLogIn } from './api';
import { AuthPageFrame } from './auth-page-frame';
import { LoginHelp } from './login-help';
import { PasswordField } from './password-field';

/** /login: email (checked on blur, the login page's own required message), password, agreement (spec §5). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const form = useContractForm(loginPageSchema, { email: '', password: '', agreement: false });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email, password }) => logIn.mutate({ username: email, password }));

  return (
    <AuthPageFrame
      width={440}
      title={t('login.title')}
      onSubmit={onSubmit}
      switchPrompt={t('login.noAccount')}
      switchLabel={t('login.toRegister')}
      switchTo={paths.register.href()}
    >
      <PageMeta page="login" />
      <TextInput label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <Controller
        control={form.control}
        name="agreement"
        render={({ field, fieldState }) => (
          <Checkbox
            label={t('login.agreement')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <SubmitButton loading={logIn.isPending}>{t('login.submit')}</SubmitButton>
      <LoginHelp />
    </AuthPageFrame>
  );
}
