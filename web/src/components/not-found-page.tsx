import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { PageMeta } from './page-meta';

/**
 * What every address that names nothing shows: an unknown route (app/routes.tsx), a router 404 (route-error-page.tsx)
 * and a tour, post, guide, article or order the backend says does not exist (QueryView's `notFound`). One page, so a
 * dead link always ends with a way on: the home page and the tours. `text` says what was not found; the page's own
 * sentence otherwise.
 */
export function NotFoundPage({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <Container py={80}>
      <PageMeta page="notFound" />
      <Stack align="center" gap="md">
        <Text fz={72} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" ta="center">
          {text ?? t('notFound.text')}
        </Text>
        <Group justify="center">
          <Button component={Link} to={paths.home.href()}>
            {t('notFound.home')}
          </Button>
          <Button component={Link} to={paths.productList.href()} variant="default">
            {t('notFound.tours')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
