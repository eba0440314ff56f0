import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The password input of every auth form, with its labelled show-password toggle. Mantine takes the toggle out of the
 * tab order (tabindex -1); here it stays in it, so a keyboard user can check what they typed too.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      label={t('fields.password')}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
      {...props}
    />
  );
}
