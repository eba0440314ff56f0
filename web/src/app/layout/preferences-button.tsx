import { Button, type ButtonProps, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOptions } from '../../api/currencies';
import { useCurrencyId, useLanguage } from '../../lib/preferences';

/**
 * The preferences picker's trigger, showing the current language and currency: painted by the shell before
 * the picker itself (Popover, radios, focus trap) is loaded (top-bar.tsx).
 */
export function PreferencesButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const currencyId = useCurrencyId();
  const currencies = useQuery(currencyOptions());
  const current = currencies.data?.list.find((c) => c.id === currencyId);
  // The accessible name must contain the visible text (WCAG 2.5.3), so the label leads and the summary follows.
  const summary = `${language === 'zh' ? '中文' : 'EN'} / ${current ? `${current.moneyIcon} ${current.moneyName}` : '—'}`;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      color="gray"
      aria-haspopup="dialog"
      aria-label={`${t('topBar.preferences')}: ${summary}`}
      {...props}
    >
      {/* While the currencies load, a bar as wide as "EN / $ USD" keeps the button's width, so the top bar stays put. */}
      {currencies.isPending ? <Skeleton component="span" display="block" h={12} w="4.6rem" /> : summary}
    </Button>
  );
}
