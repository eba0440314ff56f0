import { Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a screen shows when its main data could not be loaded (the toast, if any, already said why). */
export function QueryError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Stack align="center" gap="sm" role="alert">
        <Text c="dimmed">{t('error.loadFailed')}</Text>
        {onRetry ? (
          <Button variant="default" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
