import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { signUpDialogSchema } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/country-select';
import { SendCodeButton } from '../../components/send-code-button';
import { SubmitButton } from '../../components/submit-button';
import { useSendCode } from '../../components/use-send-code';
import { useContractForm } from '../../lib/use-contract-form';
import { useRegister } from './api';
import { PasswordField } from './password-field';
import { splitFullName } from './split-full-name';

export interface SignUpDialogFormProps {
  email: string;
  /** Why the dialog moved here, when the person did not simply choose sign-up. */
  reason?: string | null;
  onRegistered: (email: string) => void;
  /** Back to the login step with the email typed here (for someone who has an account after all). */
  onLogIn: (email: string) => void;
}

/** 'Create an account': email, full name and password are checked; code and region are not (spec §5). */
export function SignUpDialogForm({ email, reason, onRegistered, onLogIn }: SignUpDialogFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [areaId, setAreaId] = useState('');
  const register = useRegister();
  const sendCode = useSendCode();
  const form = useContractForm(signUpDialogSchema, { email, fullName: '', password: '' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      { ...splitFullName(values.fullName), username: values.email, password: values.password, code, areaId },
      { onSuccess: () => onRegistered(values.email) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {reason ? <Text size="sm">{reason}</Text> : null}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <Group align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('fields.code')} value={code} onChange={(event) => setCode(event.currentTarget.value)} />
          <SendCodeButton email={form.watch('email')} {...sendCode} onInvalidEmail={() => form.trigger('email', { shouldFocus: true })} />
        </Group>
        <TextInput label={t('fields.fullName')} autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
        <PasswordField autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <CountrySelect label={t('fields.region')} value={areaId} onChange={setAreaId} clearable />
        <SubmitButton loading={register.isPending}>{t('register.submit')}</SubmitButton>
        <Button variant="subtle" onClick={() => onLogIn(form.getValues('email').trim())}>
          {t('dialogs.haveAccount')}
        </Button>
      </Stack>
    </form>
  );
}
