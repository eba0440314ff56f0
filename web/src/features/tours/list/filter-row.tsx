import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineFailure, type QueryFailure } from '../../../components/inline-failure';
import { ToggleChip } from '../../../components/toggle-chip';
import { ToggleChipPlaceholder } from '../../../components/toggle-chip-placeholder';
import type { FilterOption } from './use-filter-options';

export interface FilterRowProps {
  label: string;
  options: readonly FilterOption[];
  /** Chosen values; empty means All. */
  value: readonly string[];
  multiple: boolean;
  onChange: (value: string[]) => void;
  /** While the options load: how many chips the row usually holds, drawn as grey chips so it wraps as it will. */
  placeholderChips?: number;
  /** The options could not be loaded: the row says so, with Retry. */
  failure?: QueryFailure;
}

/** One filter row: an All chip, then the options (several may be chosen when `multiple`). */
export function FilterRow({ label, options, value, multiple, onChange, placeholderChips = 0, failure }: FilterRowProps) {
  const { t } = useTranslation('tours');
  const toggle = (option: string) => {
    if (!multiple) return onChange(value.includes(option) ? [] : [option]);
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  };
  return (
    <Group gap="xs" align="center" wrap="wrap" role="group" aria-label={label}>
      <Text fw={600} size="sm" w={96}>
        {label}
      </Text>
      <ToggleChip checked={value.length === 0} onChange={() => onChange([])}>
        {t('list.all')}
      </ToggleChip>
      {Array.from({ length: placeholderChips }, (_, chip) => `placeholder-${chip}`).map((key) => (
        <ToggleChipPlaceholder key={key} />
      ))}
      {failure ? <InlineFailure text={t('list.optionsFailed')} failure={failure} /> : null}
      {options.map((option) => (
        <ToggleChip key={option.value} checked={value.includes(option.value)} onChange={() => toggle(option.value)}>
          {option.label}
        </ToggleChip>
      ))}
    </Group>
  );
}
