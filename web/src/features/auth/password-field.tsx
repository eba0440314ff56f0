import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The password input of every auth form, with its labelled show-password toggle. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return <PasswordInput label={t('fields.password')} visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }} {...props} />;
}
