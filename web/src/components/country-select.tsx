import { Select, type SelectProps } from '@mantine/core';
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

/** A searchable country select over the `country` call; region, area and card-address fields all use it. */
export function CountrySelect({ value, onChange, by = 'id', optionLabel = 'phoneCodeFirst', ...selectProps }: CountrySelectProps) {
  const data = useCountryOptions(by, optionLabel);
  return <Select searchable {...selectProps} data={data} value={value || null} onChange={(next) => onChange(next ?? '')} />;
}
