import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: the home screen arrives in step 2. */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('nav.home')}</Title>
    </Container>
  );
}
