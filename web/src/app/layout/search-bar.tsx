import { Button, Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';

/** Keyword and date, pre-filled from the current route query; both may be empty (spec §2). */
export function SearchBar({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation('layout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [date, setDate] = useState<string | null>(params.get('date') || null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.productList.href({ keyword: keyword.trim(), date: date ?? '' }));
    onSearched?.();
  };

  return (
    <search aria-label={t('search.label')}>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="wrap" align="flex-end">
          <TextInput
            aria-label={t('search.keyword')}
            placeholder={t('search.keywordPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            style={{ flex: 2, minWidth: 180 }}
          />
          <DateInput
            aria-label={t('search.date')}
            placeholder={t('search.datePlaceholder')}
            value={date}
            onChange={setDate}
            valueFormat="YYYY-MM-DD"
            clearable
            style={{ flex: 1, minWidth: 150 }}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
    </search>
  );
}
