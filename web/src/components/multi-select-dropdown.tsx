import { Button, Checkbox, Popover, ScrollArea, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownFooter } from './dropdown-footer';

export interface DropdownOption {
  value: string;
  label: string;
}

export interface MultiSelectDropdownProps {
  label: string;
  options: readonly DropdownOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A dropdown of checkboxes with select-all; choices apply on Done, Clear empties them. */
export function MultiSelectDropdown({ label, options, value, onChange }: MultiSelectDropdownProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([...value]);
  const allChecked = options.length > 0 && options.every((option) => draft.includes(option.value));
  const someChecked = draft.length > 0 && !allChecked;

  const open = () => {
    setDraft([...value]);
    setOpened(true);
  };
  const toggle = (optionValue: string) =>
    setDraft((current) => (current.includes(optionValue) ? current.filter((v) => v !== optionValue) : [...current, optionValue]));

  const apply = () => {
    onChange(draft);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" onClick={() => (opened ? setOpened(false) : open())} aria-haspopup="dialog" aria-expanded={opened}>
          {value.length > 0 ? `${label} (${value.length})` : label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Stack gap="xs" miw={220}>
          <Checkbox
            label={t('controls.selectAll')}
            checked={allChecked}
            indeterminate={someChecked}
            onChange={() => setDraft(allChecked ? [] : options.map((option) => option.value))}
          />
          <ScrollArea.Autosize mah={260}>
            <Stack gap={6}>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={draft.includes(option.value)}
                  onChange={() => toggle(option.value)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <DropdownFooter onClear={() => setDraft([])} onDone={apply} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
