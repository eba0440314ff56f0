import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { appPath } from '../config/base-path';
import { paths } from '../lib/paths';

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Container py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.text')}</Text>
        <Button component="a" href={appPath(paths.home.href())}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
