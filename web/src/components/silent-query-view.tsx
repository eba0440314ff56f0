import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

export interface SilentQueryViewProps<T> {
  query: { data: T | undefined; isError: boolean };
  /** False when the address names nothing to load (a missing or bad id): no call was made. */
  valid: boolean;
  notFound: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen whose call fails silently (spec §8: article, blog, merchant detail): a quiet line when the
 * call failed or the id is bad, the loader until the data is there, then the screen.
 */
export function SilentQueryView<T>({ query, valid, notFound, children }: SilentQueryViewProps<T>) {
  if (query.isError || !valid) {
    return (
      <Container py="xl">
        <Text c="dimmed">{notFound}</Text>
      </Container>
    );
  }
  if (query.data === undefined) return <PageLoader />;
  return children(query.data);
}
