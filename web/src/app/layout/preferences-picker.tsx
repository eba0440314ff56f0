import { Button, Group, Popover, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOptions } from '../../api/currencies';
import { useSavePreferences } from '../../api/member-preferences';
import { InlineFailure, queryFailure } from '../../components/inline-failure';
import { shopIds } from '../../config/shop-ids';
import { getCurrencyId, type Language, useLanguage } from '../../lib/preferences';
import { PreferencesButton } from './preferences-button';

/** Language and currency with Clear (back to the defaults) and Done (apply; a new currency reloads the page). */
export function PreferencesPicker({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const currencies = useQuery(currencyOptions());
  const [opened, setOpened] = useState(defaultOpened);
  const [draftLanguage, setDraftLanguage] = useState<Language>(language);
  const [draftCurrency, setDraftCurrency] = useState(String(getCurrencyId()));
  const list = currencies.data?.list ?? [];
  // Without it the currency choice is empty: say why, with Retry, instead of a dash.
  const currenciesFailure = queryFailure(currencies);

  const open = () => {
    setDraftLanguage(language);
    setDraftCurrency(String(getCurrencyId()));
    setOpened(true);
  };
  const save = useSavePreferences();
  const done = () => {
    setOpened(false);
    save.mutate({ language: draftLanguage, currencyId: Number(draftCurrency) });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <PreferencesButton onClick={() => (opened ? setOpened(false) : open())} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('topBar.preferences')}>
        <Stack gap="sm" miw={240}>
          <Radio.Group label={t('topBar.language')} value={draftLanguage} onChange={(v) => setDraftLanguage(v === 'zh' ? 'zh' : 'en')}>
            <Group mt={4}>
              <Radio value="en" label={t('topBar.english')} />
              <Radio value="zh" label={t('topBar.chinese')} />
            </Group>
          </Radio.Group>
          <Radio.Group label={t('topBar.currency')} value={draftCurrency} onChange={setDraftCurrency}>
            <Stack gap={4} mt={4}>
              {list.map((currency) => (
                <Radio key={currency.id} value={String(currency.id)} label={`${currency.moneyIcon} ${currency.moneyName}`} />
              ))}
              {currenciesFailure ? (
                <Group gap="xs">
                  <InlineFailure text={t('header.currenciesFailed')} failure={currenciesFailure} />
                </Group>
              ) : null}
              {list.length === 0 && !currenciesFailure ? (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              ) : null}
            </Stack>
          </Radio.Group>
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setDraftLanguage(DEFAULT_LANGUAGE);
                setDraftCurrency(String(shopIds.defaultCurrency));
              }}
            >
              {t('topBar.clear')}
            </Button>
            <Button size="xs" onClick={done}>
              {t('topBar.done')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
