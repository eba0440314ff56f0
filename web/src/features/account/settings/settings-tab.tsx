import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOptions } from '../../../api/currencies';
import { useSavePreferences } from '../../../api/member-preferences';
import { QueryView } from '../../../components/query-view';
import { notifySuccess } from '../../../lib/notify';
import { getCurrencyId, type Language, useLanguage } from '../../../lib/preferences';

/**
 * Tab 7: language and currency, saved to the profile (member.update) and then kept locally; '修改成功' only
 * after the profile took them, and a new currency reloads the page, since prices come in it (spec §4).
 */
export function SettingsTab() {
  const { t } = useTranslation('account');
  const current = useLanguage();
  const [language, setLanguageChoice] = useState<Language>(current);
  const [currency, setCurrency] = useState(String(getCurrencyId()));
  const currencies = useQuery(currencyOptions());
  const save = useSavePreferences(() => notifySuccess(messages.profileUpdated));

  return (
    <QueryView query={currencies}>
      {({ list }) => (
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
            data={list.map((c) => ({ value: String(c.id), label: `${c.moneyIcon} ${c.moneyName}` }))}
            value={currency}
            onChange={(value) => value && setCurrency(value)}
            allowDeselect={false}
          />
          <Group>
            <Button onClick={() => save.mutate({ language, currencyId: Number(currency) })} loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryView>
  );
}
