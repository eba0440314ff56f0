import { Alert, Button, Container, Select, Stack, Textarea, Title } from '@mantine/core';
import { RESULT_EMAIL_WITHIN_HOURS } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const REFUND_TYPES = ['changeOfPlans', 'weather', 'guideCancelled', 'other'] as const;

/** /orderInfoRequestRefund/:id: static sample; Submit only shows the 24-hour email confirmation (no call). */
export function RefundRequestPage() {
  const { t } = useTranslation('static');
  const [type, setType] = useState<string | null>(null);
  const [instructions, setInstructions] = useState('');
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <Container size="sm" py="xl">
        <Alert color="green" role="status" title={t('refund.sentTitle')}>
          {t('refund.sent', { hours: RESULT_EMAIL_WITHIN_HOURS })}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1}>{t('refund.title')}</Title>
        <Select
          label={t('refund.type')}
          data={REFUND_TYPES.map((value) => ({ value, label: t(`refund.types.${value}`) }))}
          value={type}
          onChange={setType}
        />
        <Textarea label={t('refund.instructions')} rows={5} value={instructions} onChange={(e) => setInstructions(e.currentTarget.value)} />
        <Button w="fit-content" onClick={() => setSent(true)}>
          {t('refund.submit')}
        </Button>
      </Stack>
    </Container>
  );
}
