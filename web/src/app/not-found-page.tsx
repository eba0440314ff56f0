import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container py={80}>
      <PageMeta page="notFound" />
      <Stack align="center" gap="md">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home.href()}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
