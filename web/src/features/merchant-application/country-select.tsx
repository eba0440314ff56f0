import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../api/query';
import { byLanguage, useLanguage } from '../../lib/preferences';

export interface CountrySelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Searchable; the value is the country id, which the application sends as areaId. */
export function CountrySelect({ value, onChange }: CountrySelectProps) {
  const { t } = useTranslation('merchant');
  const language = useLanguage();
  const countries = useQuery(callQueryOptions('country', {}));
  const data = (countries.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${byLanguage(language, c.countryNameEn, c.countryNameCn)} (${c.phoneCode})`,
  }));
  return (
    <Select
      label={t('country')}
      placeholder={t('countryPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      withAsterisk
      nothingFoundMessage="—"
    />
  );
}
