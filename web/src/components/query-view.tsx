import { Box, Button, Center, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { codes } from '@tours/contract/routes';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureMessage } from '../api/errors';
import { wasToasted } from '../lib/notify';
import { LabelledLoader } from './labelled-loader';
import { NotFoundPage } from './not-found-page';

/** What QueryView reads of a `useQuery` result. */
export type ViewedQuery<T> = Pick<UseQueryResult<T, Error>, 'data' | 'error' | 'status' | 'fetchStatus' | 'isFetching' | 'refetch'>;

export interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** The screen, once the data is there. */
  children: (data: T) => ReactNode;
  /** Shown while the first answer is awaited (null: nothing); a centred loader by default. */
  loading?: ReactNode;
  /**
   * Instead of `loading`: a skeleton of the data's final size, so nothing moves when the data replaces it
   *. It is announced once as "Loading", where its grey boxes say nothing.
   */
  placeholder?: ReactNode;
  /** With `empty`: when the answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * For a screen about one thing its address names (a tour, a post, an order): when there is nothing to load (the query
   * is disabled: a bad id) or the server answers 404, the not-found page with this sentence, as an unknown route shows.
   */
  notFound?: string;
  /** Height the loader and the error keep, so the page does not jump between them. */
  minHeight?: number;
  /**
   * For a part drawn on a dark picture under other text (the home hero's banners): the error is a line of light text
   * and a small Retry, placed by this class, instead of a centred block that would sit under the picture's text.
   */
  failureOverPicture?: string;
  /**
   * Render the data in the same task that receives it. Only for the first screen's largest picture (the home
   * banner, a tour's gallery), whose render starts its download; everything else is drawn in a background render.
   */
  urgent?: boolean;
}

/**
 * The one way a screen shows a query (STYLE.md): loading, an error with the reason and Retry, empty, or the
 * data. It never spins forever: a failed or timed-out call shows the error, whether or not it toasted.
 */
export function QueryView<T>({
  query,
  children,
  loading,
  placeholder,
  isEmpty,
  empty,
  notFound,
  minHeight = 200,
  failureOverPicture,
  urgent = false,
}: QueryViewProps<T>) {
  // TanStack Query hands an answer over with a synchronous update, so drawing a page of cards would be one long task
  // that blocks input. A deferred value keeps what is on screen for that update and
  // draws the answer in a background render that React interrupts every few milliseconds for the person.
  const deferred = useDeferredValue(query.data);
  const shown = urgent ? query.data : deferred;
  if (shown !== undefined) {
    if (empty !== undefined && isEmpty?.(shown)) return empty;
    return children(shown);
  }
  if (query.data !== undefined) return pending(placeholder, loading, minHeight);
  if (query.status === 'error') {
    if (notFound !== undefined && query.error instanceof ApiError && query.error.code === codes.notFound) {
      return <NotFoundPage text={notFound} />;
    }
    const failure = { error: query.error, retrying: query.isFetching, onRetry: () => void query.refetch() };
    if (failureOverPicture !== undefined) return <QueryFailureOverPicture {...failure} className={failureOverPicture} />;
    return <QueryFailure {...failure} minHeight={minHeight} />;
  }
  // Pending and idle: the query is disabled, so no answer is coming.
  if (query.fetchStatus === 'idle') return notFound === undefined ? (empty ?? null) : <NotFoundPage text={notFound} />;
  return pending(placeholder, loading, minHeight);
}

/** While the first answer is awaited, or drawn in the background. */
function pending(placeholder: ReactNode, loading: ReactNode, minHeight: number) {
  if (placeholder !== undefined) return <QueryPlaceholder>{placeholder}</QueryPlaceholder>;
  return loading === undefined ? <QueryLoader minHeight={minHeight} /> : loading;
}

function QueryPlaceholder({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-label={t('loading')} aria-busy>
      {children}
    </Box>
  );
}

function QueryLoader({ minHeight }: { minHeight: number }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight}>
      <LabelledLoader label={t('loading')} />
    </Center>
  );
}

interface QueryFailureProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  minHeight?: number;
}

/** The error state: what failed, the server's message (or a translated reason for timeouts and network errors), Retry. */
function QueryFailure({ error, retrying, onRetry, minHeight = 200 }: QueryFailureProps) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight}>
      <Stack align="center" gap="xs" maw={480}>
        <Stack align="center" gap={4} role="alert">
          <Text fw={600} ta="center">
            {t('error.loadFailed')}
          </Text>
          {/* One message per failure: words a toast has just said (spec §8's toasted queries) are not repeated here. */}
          {wasToasted(error) ? null : (
            <Text c="dimmed" ta="center">
              {failureMessage(error, t)}
            </Text>
          )}
        </Stack>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/** The error state as light text with a small Retry at its end, for a part drawn on a dark picture. */
function QueryFailureOverPicture({ error, retrying, onRetry, className }: QueryFailureProps & { className: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <Text span size="xs" c="white" role="alert">
        <span>{t('error.loadFailed')}</span> {wasToasted(error) ? null : <span>{failureMessage(error, t)}</span>}
      </Text>{' '}
      <Button size="compact-xs" variant="white" onClick={onRetry} loading={retrying}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
