import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder: the blog list arrives in step 2. */
export function BlogListPage() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Title order={1}>{t('nav.blog')}</Title>
    </Container>
  );
}
