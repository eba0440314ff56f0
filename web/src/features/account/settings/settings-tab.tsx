import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../../api/query';
import { notifySuccess } from '../../../lib/notify';
import { getCurrencyId, type Language, setCurrencyId, setLanguage, useLanguage } from '../../../lib/preferences';

/**
 * Tab 7: language and currency. The preferences module keeps them in local storage and saves them to
 * the profile (member.update); a new currency reloads the page, since prices come in it (spec §4).
 */
export function SettingsTab() {
  const { t } = useTranslation('account');
  const current = useLanguage();
  const [language, setLanguageChoice] = useState<Language>(current);
  const [currency, setCurrency] = useState(String(getCurrencyId()));
  const [saving, setSaving] = useState(false);
  const currencies = useQuery(callQueryOptions('currency.check', { isSetting: true }));
  const currencyOptions = (currencies.data?.list ?? []).map((c) => ({ value: String(c.id), label: `${c.moneyIcon} ${c.moneyName}` }));

  const save = async () => {
    setSaving(true);
    if (language !== current) await setLanguage(language);
    notifySuccess(messages.profileUpdated);
    setSaving(false);
    if (Number(currency) !== getCurrencyId()) await setCurrencyId(Number(currency));
  };

  return (
    <Stack maw={420}>
      <Select
        label={t('settings.language')}
        data={[
          { value: 'en', label: 'English' },
          { value: 'zh', label: '简体中文' },
        ]}
        value={language}
        onChange={(value) => setLanguageChoice(value === 'zh' ? 'zh' : 'en')}
        allowDeselect={false}
      />
      <Select
        label={t('settings.currency')}
        data={currencyOptions}
        value={currency}
        onChange={(value) => value && setCurrency(value)}
        allowDeselect={false}
      />
      <Group>
        <Button onClick={save} loading={saving}>
          {t('settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
