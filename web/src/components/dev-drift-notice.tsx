import { Affix, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { dismissDriftReports, getDriftReports, subscribeDrift } from '../api/drift';

/** Enough to see what broke at a glance; the console has every report with its count. */
const LATEST_SHOWN = 3;

/**
 * Development only (app/provider.tsx mounts it under import.meta.env.DEV): which fields of which calls
 * answered data that breaks the contract. A developer tool, so in English only. Lifted above a page's fixed
 * bottom bar (the tour page's booking bar on phones sets --bottom-bar-space) and kept narrower than a phone,
 * clear of the back-to-top button on the right, so the shop stays usable while it shows.
 */
export function DevDriftNotice() {
  const reports = useSyncExternalStore(subscribeDrift, getDriftReports, getDriftReports);
  if (reports.length === 0) return null;
  const callCount = new Set(reports.map((report) => report.call)).size;
  const fields = reports.length === 1 ? 'field' : 'fields';
  const callsLabel = callCount === 1 ? 'call' : 'calls';
  return (
    <Affix position={{ bottom: 'calc(12px + var(--bottom-bar-space, 0px))', left: 12 }} zIndex={400}>
      <Paper
        role="status"
        aria-label="Contract drift"
        withBorder
        shadow="md"
        p="xs"
        bg="orange.0"
        style={{ borderColor: 'var(--mantine-color-orange-5)', maxWidth: 'min(420px, calc(100vw - 84px))' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="xs" fw={700} c="orange.9">
            Contract drift: {reports.length} {fields} of {callCount} {callsLabel}
          </Text>
          <CloseButton size="sm" aria-label="Dismiss contract drift notice" onClick={dismissDriftReports} />
        </Group>
        {reports.slice(0, LATEST_SHOWN).map((report) => (
          <Text key={`${report.call} ${report.path}`} size="xs" lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {report.call}: {report.path}: {report.message} (got {report.got}){report.count > 1 ? ` ×${report.count}` : ''}
          </Text>
        ))}
        {reports.length > LATEST_SHOWN ? (
          <Text size="xs" c="dimmed">
            +{reports.length - LATEST_SHOWN} more in the console
          </Text>
        ) : null}
      </Paper>
    </Affix>
  );
}
