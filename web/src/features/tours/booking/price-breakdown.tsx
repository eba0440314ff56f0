import { Divider, Group, Stack, Text } from '@mantine/core';
import type { PriceQuote } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../components/price-display';
import { QuoteLines } from '../../../components/quote-lines';

/** The quote's lines and total, a region named Price. */
export function PriceBreakdown({ quote }: { quote: PriceQuote }) {
  const { t } = useTranslation('tours');
  return (
    <Stack gap={4} aria-label={t('booking.price')} role="region">
      <QuoteLines quote={quote} />
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('booking.total')}</Text>
        <Text fw={700} data-testid="quote-total">
          {quote.currencyInco}
          {formatAmount(quote.price.payPrice)}
        </Text>
      </Group>
    </Stack>
  );
}
