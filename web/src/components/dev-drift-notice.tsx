import { Affix, Alert, CloseButton, Group, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { clearDriftReports, getDriftReports, subscribeDrift } from '../api/drift';

/** Development only: shows when a response no longer matches the contract (never in production builds). */
export function DevDriftNotice() {
  const reports = useSyncExternalStore(subscribeDrift, getDriftReports, getDriftReports);
  const latest = reports[0];
  if (!latest) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Alert color="orange" role="alert" aria-label="Contract drift" maw={420}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={700}>
            Contract drift: {latest.call} ({reports.length})
          </Text>
          <CloseButton aria-label="Dismiss contract drift notice" onClick={clearDriftReports} />
        </Group>
        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {latest.issues.slice(0, 5).join('\n')}
        </Text>
      </Alert>
    </Affix>
  );
}
