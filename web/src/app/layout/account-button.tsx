import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';

/** The account menu's trigger: painted by the shell before the menu itself is loaded (top-bar.tsx). */
export function AccountButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topBar.account')} aria-haspopup="menu" {...props}>
      <Icon name="user" />
    </ActionIcon>
  );
}
