import { Group, Text } from '@mantine/core';
import { formatAmount } from '@tours/contract/format-amount';
import { useTranslation } from 'react-i18next';

/** The shop's one amount format, shared with the mock's emails (contract). */
export { formatAmount };

export type PriceUnit = 'person' | 'group';

export interface PriceDisplayProps {
  symbol: string;
  amount: number | null | undefined;
  unit: PriceUnit;
  /** Prefix 'From' (cards). */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** Currency symbol and amount, per person or per group. */
export function PriceDisplay({ symbol, amount, unit, from = false, size = 'md' }: PriceDisplayProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} align="baseline" wrap="nowrap" data-testid="price">
      {from ? (
        <Text size="sm" c="dimmed">
          {t('price.from')}
        </Text>
      ) : null}
      <Text fw={700} size={size} c="brand.8">
        {symbol}
        {formatAmount(amount ?? 0)}
      </Text>
      <Text size="sm" c="dimmed">
        {unit === 'group' ? t('price.perGroup') : t('price.perPerson')}
      </Text>
    </Group>
  );
}
