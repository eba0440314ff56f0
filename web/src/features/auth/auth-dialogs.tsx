import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface AuthDialogsProps {
  opened: boolean;
  onClose: () => void;
}

/** Placeholder: issue 5 replaces this with the 'Log in or sign up', login and 'Create an account' dialogs. */
export function AuthDialogs({ opened, onClose }: AuthDialogsProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={t('placeholder.authDialog')}>
      <Text>{t('placeholder.login')}</Text>
    </Modal>
  );
}
