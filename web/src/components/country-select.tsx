import { Group, Select, type SelectProps, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineFailure } from './inline-failure';
import { type CountryOptionLabel, useCountryOptions } from './use-country-options';

export interface CountrySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** '' or null: nothing chosen. */
  value: string | null;
  /** Gets '' when the choice is cleared. */
  onChange: (value: string) => void;
  /** The option value: the country id (areaId, the default) or the country code (card address). */
  by?: 'id' | 'countryCode';
  optionLabel?: CountryOptionLabel;
}

/**
 * A searchable country select over the `country` call; region, area and card-address fields all use it. When the
 * call fails the select would open empty with no word (the call is silent): it says so under the field, with Retry.
 */
export function CountrySelect({ value, onChange, by = 'id', optionLabel = 'phoneCodeFirst', ...selectProps }: CountrySelectProps) {
  const { t } = useTranslation('common');
  const { options, failure } = useCountryOptions(by, optionLabel);
  const select = <Select searchable {...selectProps} data={options} value={value || null} onChange={(next) => onChange(next ?? '')} />;
  if (!failure) return select;
  return (
    <Stack gap={6}>
      {select}
      <Group gap="xs">
        <InlineFailure text={t('error.countriesFailed')} failure={failure} />
      </Group>
    </Stack>
  );
}
