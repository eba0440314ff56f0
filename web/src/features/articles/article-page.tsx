import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: the article page arrives in step 2. */
export function ArticlePage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('nav.article')}</Title>
    </Container>
  );
}
