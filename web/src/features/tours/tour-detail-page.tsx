import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: the tour detail arrives in step 2. */
export function TourDetailPage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('nav.tours')}</Title>
    </Container>
  );
}
