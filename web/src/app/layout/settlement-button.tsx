import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The settlement menu's trigger: painted by the shell before the menu itself is loaded (top-bar.tsx). */
export function SettlementButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  return (
    <Button variant="subtle" size="compact-sm" color="gray" aria-haspopup="menu" {...props}>
      {t('topBar.partners')} ▾
    </Button>
  );
}
