import type { PasswordInputProps } from '@mantine/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

/**
 * The password of a new account (register page, sign-up dialog), with the rule it must meet stated under it
 * (contract/src/rules/password.ts). While the field has a message, that message is what stands under it: it either
 * asks for a password or states the same rule, so the two are never shown together.
 */
export function NewPasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      autoComplete="new-password"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={props.error ? undefined : t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      {...props}
    />
  );
}
