import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { signUpDialogSchema } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../components/send-code-button';
import { SubmitButton } from '../../components/submit-button';
import { useSendCode } from '../../components/use-send-code';
import { useContractForm } from '../../lib/use-contract-form';
import { useOneSubmission } from '../../lib/use-one-submission';
import { useRegister } from './api';
import { NewPasswordField } from './new-password-field';
import { RegionField } from './region-field';
import { splitFullName } from './split-full-name';

export interface SignUpDialogFormProps {
  email: string;
  /** Why the dialog moved here, when the person did not simply choose sign-up. */
  reason?: string | null;
  onRegistered: (email: string) => void;
  /** Back to the login step with the email typed here (for someone who has an account after all). */
  onLogIn: (email: string) => void;
}

/**
 * 'Create an account': email, full name and password are checked (spec §5), the password by the new-account rule, and
 * the region, which the register call needs; the code is not. One call per press.
 */
export function SignUpDialogForm({ email, reason, onRegistered, onLogIn }: SignUpDialogFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const register = useRegister();
  const sendCode = useSendCode();
  const form = useContractForm(signUpDialogSchema, { email, fullName: '', password: '', areaId: '' });
  const { errors } = form.formState;
  const { onSubmit, submitting } = useOneSubmission(form, async (values) => {
    const { email: username, fullName, password, areaId } = values;
    await register.mutateAsync({ ...splitFullName(fullName), username, password, code, areaId });
    onRegistered(username);
  });
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
        <NewPasswordField error={errors.password?.message} {...form.register('password')} />
        <RegionField control={form.control} />
        <SubmitButton loading={submitting}>{t('register.submit')}</SubmitButton>
        <Button variant="subtle" onClick={() => onLogIn(form.getValues('email').trim())}>
          {t('dialogs.haveAccount')}
        </Button>
      </Stack>
    </form>
  );
}
