import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../components/price-display';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** Total, customer, payment and the fixed meeting point text of spec §2. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  // The method that paid, as the server recorded it at payment; an order not paid yet has none.
  const paidWith = order.payMode === 'quick' ? t('facts.paypal') : t('facts.creditCard');
  const method = order.payStatus ? paidWith : t('facts.notPaid');
  return (
    <Card withBorder radius="md">
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>{t('facts.itemCount', { count: order.items.length })}</Text>
          <Text fw={700} size="lg" data-testid="order-total">
            {t('facts.total')} {order.currencyInco}
            {formatAmount(order.payPrice)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('facts.taxes')}
        </Text>
        <Divider />
        <Title order={2} size="h5">
          {t('facts.customer')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={t('facts.firstName')} value={order.fullName} />
          <Fact label={t('facts.lastName')} value={order.lastName} />
          <Fact label={t('facts.email')} value={order.email} />
          <Fact label={t('facts.mobile')} value={order.mobile || '—'} />
        </SimpleGrid>
        <Divider />
        <Title order={2} size="h5">
          {t('facts.payment')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={t('facts.method')} value={method} />
          <Fact label={t('facts.payTime')} value={order.payTime ?? '—'} />
        </SimpleGrid>
        <Divider />
        <Title order={2} size="h5">
          {t('facts.meetingPoint')}
        </Title>
        <Text size="sm">{t('facts.meetingPointText')}</Text>
      </Stack>
    </Card>
  );
}
