import type { Amount } from '@tours/contract';
import { formatAmount } from '@tours/contract/format-amount';
import { useTranslation } from 'react-i18next';
import classes from './price-display.module.css';

/** The shop's one amount format, shared with the mock's emails (contract). */
export { formatAmount };

type PriceUnit = 'person' | 'group';

export interface PriceDisplayProps {
  symbol: string;
  amount: Amount | null | undefined;
  unit: PriceUnit;
  /** Prefix 'From' (cards). */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** Currency symbol and amount, per person or per group. */
export function PriceDisplay({ symbol, amount, unit, from = false, size = 'md' }: PriceDisplayProps) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.price} data-testid="price">
      {from ? <span className={classes.note}>{t('price.from')}</span> : null}
      <span className={classes.amount} data-size={size}>
        {symbol}
        {formatAmount(amount ?? 0)}
      </span>
      <span className={classes.note}>{unit === 'group' ? t('price.perGroup') : t('price.perPerson')}</span>
    </div>
  );
}
