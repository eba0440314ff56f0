import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: the merchant application arrives in step 2. */
export function SettledPage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('nav.settled')}</Title>
    </Container>
  );
}
