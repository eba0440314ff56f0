import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DropdownFooterProps {
  onClear: () => void;
  onDone: () => void;
}

/** Clear and Done at the foot of the shared dropdowns: Clear resets the draft, Done applies it. */
export function DropdownFooter({ onClear, onDone }: DropdownFooterProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between">
      <Button variant="subtle" size="xs" onClick={onClear}>
        {t('controls.clear')}
      </Button>
      <Button size="xs" onClick={onDone}>
        {t('controls.done')}
      </Button>
    </Group>
  );
}
