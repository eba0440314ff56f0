import { Alert, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sample data of the refund result (spec §2: static, no call). */
const SAMPLE = {
  amount: '$90.00',
  applicationTime: '2030-05-10 10:30:00',
  refundTime: '2030-05-11 09:12:00',
} as const;

/** /orderWaitingRefund/:id: static sample result. */
export function RefundResultPage() {
  const { t } = useTranslation('static');
  const facts = [
    [t('result.amount'), SAMPLE.amount],
    [t('result.type'), t('refund.types.changeOfPlans')],
    [t('result.instructions'), t('result.sampleInstructions')],
    [t('result.applicationTime'), SAMPLE.applicationTime],
    [t('result.refundTime'), SAMPLE.refundTime],
  ] as const;
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1}>{t('result.title')}</Title>
        <Alert color="green" role="status">
          {t('result.message')}
        </Alert>
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {facts.map(([label, value]) => (
              <Stack gap={0} key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      </Stack>
    </Container>
  );
}
