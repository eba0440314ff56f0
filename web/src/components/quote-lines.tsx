import { Group, Stack, Text } from '@mantine/core';
import { type Amount, PriceModel, type PriceQuote } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { byLanguage, useLanguage } from '../lib/preferences';
import { formatAmount } from './price-display';

/** Cents-exact product, so 97.5 × 3 reads 292.50 and not 292.49999; an amount may come as its text ("15.00"). */
const lineTotal = (unit: Amount, count: number) => Math.round(Number(unit) * count * 100) / 100;
const money = (amount: Amount) => Number(amount).toFixed(2);

/**
 * Each item's price mode and its lines, "Adult $15.00 × 2 ... $30.00" (a group price once, for the whole party): the
 * tour page's breakdown, and the checkout summary's, so the traveller reads the same sum in both places.
 */
export function QuoteLines({ quote }: { quote: PriceQuote }) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const symbol = quote.currencyInco;
  return quote.items.map((item) => {
    // A group price is one price for the whole party (it sits in adultPrice): no unit × count there.
    const group = item.priceMode === PriceModel.Group;
    const lines = [
      { type: t('booking.adult'), count: item.adultCount, price: item.adultPrice },
      { type: t('booking.child'), count: item.childCount, price: item.childPrice },
      { type: t('booking.infant'), count: item.toddlerCount, price: item.toddlerPrice },
    ].filter((line) => line.count > 0);
    return (
      <Stack key={`${item.spuName}-${item.priceMode}`} gap={2}>
        <Text size="xs" c="dimmed">
          {byLanguage(language, item.priceModeNameEn, item.priceModeNameCn)}
        </Text>
        {lines.map((line) =>
          group ? (
            <Group key={line.type} justify="space-between" wrap="nowrap">
              <Text size="sm">{t('booking.line', { type: line.type, count: line.count })}</Text>
              <Text size="sm">
                {symbol}
                {formatAmount(line.price)}
              </Text>
            </Group>
          ) : (
            <Group key={line.type} justify="space-between" wrap="nowrap" data-testid="quote-line">
              <Text size="sm">{line.type}</Text>
              <Text size="sm" c="dimmed">
                {t('booking.unitTimesCount', { unit: `${symbol}${money(line.price)}`, count: line.count })}
              </Text>
              <Text size="sm" ta="right">
                {symbol}
                {money(lineTotal(line.price, line.count))}
              </Text>
            </Group>
          ),
        )}
      </Stack>
    );
  });
}
