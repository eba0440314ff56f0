import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '../../../api/query';
import { byLanguage, useLanguage } from '../../../lib/preferences';

export interface RegionSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Area select: "phone code + country name" from the `country` call. */
export function RegionSelect({ label, value, onChange }: RegionSelectProps) {
  const language = useLanguage();
  const countries = useQuery(callQueryOptions('country', {}));
  const data = (countries.data ?? []).map((country) => ({
    value: String(country.id),
    label: `${country.phoneCode} ${byLanguage(language, country.countryNameEn, country.countryNameCn)}`,
  }));
  return <Select label={label} data={data} value={value || null} onChange={(next) => onChange(next ?? '')} searchable />;
}
