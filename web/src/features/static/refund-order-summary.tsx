import { Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../components/price-display';

/** The order a refund is about, as the customer knows it from My Order: tours, date, party and what was paid (or is owed). */
export function RefundOrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('static');
  return (
    <Card withBorder radius="md" component="section" aria-label={t('refundOrder.label', { id: order.id })}>
      <Stack gap="sm">
        <Text fw={600}>{t('refundOrder.label', { id: order.id })}</Text>
        {order.items.map((item) => (
          <Group key={item.id} wrap="nowrap" align="flex-start">
            <Image src={item.picUrl} alt="" w={96} h={72} radius="sm" fit="cover" flex="none" />
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.spuName}
              </Text>
              <Text size="sm">{t('refundOrder.reservation', { date: item.reservationDate, time: item.reservationTime })}</Text>
              <Text size="sm">{t('refundOrder.party', { adults: item.adultCount, children: item.childCount })}</Text>
            </Stack>
          </Group>
        ))}
        <Text fw={700} data-testid="refund-order-paid">
          {t(order.payStatus ? 'refundOrder.paid' : 'refundOrder.unpaidTotal', {
            amount: `${order.currencyInco}${formatAmount(order.payPrice)}`,
          })}
        </Text>
      </Stack>
    </Card>
  );
}
