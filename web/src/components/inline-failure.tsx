import { Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A part of a screen whose query failed and has nothing to show: Retry, and whether it is under way. */
export interface QueryFailure {
  retrying: boolean;
  retry: () => void;
}

/**
 * The failure of a query that has no answer to show (`shown`: the value the part draws, e.g. a deferred copy of the
 * data), or undefined. For the small parts of a screen that say it inline (InlineFailure); a whole screen or section
 * uses QueryView.
 */
export function queryFailure(
  query: Pick<UseQueryResult<unknown, Error>, 'data' | 'status' | 'isFetching' | 'refetch'>,
  shown: unknown = query.data,
): QueryFailure | undefined {
  if (shown !== undefined || query.status !== 'error') return undefined;
  return { retrying: query.isFetching, retry: () => void query.refetch() };
}

/** What failed, in a line of dimmed text announced as an alert, and a small Try again beside or under it. */
export function InlineFailure({ text, failure }: { text: string; failure: QueryFailure }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Text size="sm" c="dimmed" role="alert">
        {text}
      </Text>
      <Button size="compact-xs" variant="default" onClick={failure.retry} loading={failure.retrying}>
        {t('error.retry')}
      </Button>
    </>
  );
}
