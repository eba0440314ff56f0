import { Card, Divider, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BookingDraft } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { useGuideLanguageName } from '../../api/languages';
import { formatAmount } from '../../components/price-display';
import { QueryView } from '../../components/query-view';
import { QuoteLines } from '../../components/quote-lines';
import { StarScore } from '../../components/star-score';
import { checkoutQuoteOptions } from './api';

/** The quote of the stored draft (trade.order.settlement). */
export function OrderSummary({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation('checkout');
  const quote = useQuery(checkoutQuoteOptions(draft));
  const guideLanguage = useGuideLanguageName((quote.data?.items ?? []).map((item) => item.languageName));
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary-title">
          {t('summary.title')}
        </Title>
        <QueryView query={quote} loading={<Skeleton h={120} />} minHeight={120}>
          {(data) => (
            <>
              {data.items.map((item) => (
                <Group key={`${item.spuName}-${item.priceMode}`} align="flex-start" wrap="nowrap">
                  <Image src={item.picUrl} alt="" w={88} h={66} radius="sm" fit="cover" />
                  <Stack gap={2}>
                    <Text fw={600}>{item.spuName}</Text>
                    <StarScore score={item.score} size="xs" />
                    <Text size="sm">
                      {draft.reservationDate} {draft.reservationTime}
                    </Text>
                    <Text size="sm">
                      {t('summary.party', { adults: item.adultCount, children: item.childCount, infants: item.toddlerCount })}
                    </Text>
                    <Text size="sm">{t('summary.language', { language: guideLanguage(item.languageName) })}</Text>
                  </Stack>
                </Group>
              ))}
              <QuoteLines quote={data} />
              <Divider />
              <Group justify="space-between">
                <Text fw={600}>{t('summary.total')}</Text>
                <Text fw={700} data-testid="checkout-total">
                  {data.currencyInco}
                  {formatAmount(data.price.payPrice)}
                </Text>
              </Group>
            </>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}
