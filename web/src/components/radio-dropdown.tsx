import { Button, Popover, Radio, ScrollArea, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownFooter } from './dropdown-footer';
import type { DropdownOption } from './multi-select-dropdown';

export interface RadioDropdownProps {
  label: string;
  options: readonly DropdownOption[];
  /** '' means All. */
  value: string;
  onChange: (value: string) => void;
}

/** A dropdown of radio choices with an All entry; the choice applies on Done, Clear goes back to All. */
export function RadioDropdown({ label, options, value, onChange }: RadioDropdownProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(value);
  const chosen = options.find((option) => option.value === value);

  const apply = () => {
    onChange(draft);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus onOpen={() => setDraft(value)}>
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)} aria-haspopup="dialog" aria-expanded={opened}>
          {chosen ? `${label}: ${chosen.label}` : label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Stack gap="xs" miw={220}>
          <Radio.Group value={draft} onChange={setDraft} aria-label={label}>
            <ScrollArea.Autosize mah={280}>
              <Stack gap={6}>
                <Radio value="" label={t('controls.all')} />
                {options.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          <DropdownFooter onClear={() => setDraft('')} onDone={apply} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
