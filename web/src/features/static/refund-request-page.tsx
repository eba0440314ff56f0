import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: issue 5 replaces this screen. */
export function RefundRequestPage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('placeholder.refundRequest')}</Title>
    </Container>
  );
}
