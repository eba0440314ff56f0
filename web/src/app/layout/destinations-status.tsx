import { Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineFailure } from '../../components/inline-failure';
import { LabelledLoader } from '../../components/labelled-loader';
import type { DestinationsStatus as Status } from './destinations';

/**
 * What a destinations menu shows instead of its regions while the city list loads or after it failed, so a person
 * who opens it never meets an empty box: a named spinner, or the reason with Try again.
 */
export function DestinationsStatus({ status }: { status: Status }) {
  const { t } = useTranslation(['layout', 'common']);
  if (status.failure) {
    return (
      <Stack align="center" gap="xs" py="sm">
        <InlineFailure text={t('header.destinationsFailed')} failure={status.failure} />
      </Stack>
    );
  }
  if (!status.loading) return null;
  return (
    <Center py="sm">
      <LabelledLoader size="sm" label={t('common:loading')} />
    </Center>
  );
}
