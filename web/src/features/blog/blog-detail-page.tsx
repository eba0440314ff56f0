import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: the blog detail arrives in step 2. */
export function BlogDetailPage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('nav.blog')}</Title>
    </Container>
  );
}
