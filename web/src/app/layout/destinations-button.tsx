import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The city mega-menu's trigger: painted by the shell before the hover card itself is loaded (main-header.tsx). */
export function DestinationsButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  return (
    <Button variant="subtle" color="dark" {...props}>
      {t('header.destinations')} ▾
    </Button>
  );
}
