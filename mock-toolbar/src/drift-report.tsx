import { Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BusyButton } from './busy-button';
import { control } from './control-api';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { QueryState } from './query-state';
import { StackingTable } from './stacking-table';
import { driftQuery } from './upstream-view';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

/** Where the real backend's answers break the contract, one row per call and field, newest first. */
export function DriftReport() {
  const t = useMessages();
  const titleId = useId();
  const drift = useQuery(driftQuery());
  const { outcome, busy, run } = useControlAction();
  const report = drift.data;
  const clear = () =>
    run(async () => {
      await control('/drift', 'DELETE');
      return t.driftCleared;
    });
  return (
    <Stack gap="xs">
      <Title id={titleId} order={3} size="h6">
        {fill(t.driftTitle, { count: report?.total ?? 0 })}
      </Title>
      <Text size="xs" c="dimmed">
        {t.driftHint}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="default" onClick={() => void drift.refetch()}>
          {t.refresh}
        </Button>
        <BusyButton size="compact-sm" variant="default" busy={busy} onClick={clear}>
          {t.clear}
        </BusyButton>
      </Group>
      <OutcomeText outcome={outcome} />
      <QueryState query={drift} />
      {report?.total === 0 ? <Text size="sm">{t.driftEmpty}</Text> : null}
      {report && report.dropped > 0 ? (
        <Text size="sm" c="dimmed">
          {fill(t.driftDropped, { count: report.dropped })}
        </Text>
      ) : null}
      {report && report.total > 0 ? (
        <StackingTable aria-labelledby={titleId} columns={[t.colCall, t.colField, t.colExpected, t.colGot, t.colFirstSeen, t.colCount]}>
          {report.entries.map((entry) => (
            <Table.Tr key={`${entry.call} ${entry.path}`}>
              <Table.Td data-label={t.colCall}>{entry.call}</Table.Td>
              <Table.Td data-label={t.colField}>
                <Code>{entry.path}</Code>
              </Table.Td>
              <Table.Td data-label={t.colExpected}>{entry.expected}</Table.Td>
              <Table.Td data-label={t.colGot}>{entry.got}</Table.Td>
              <Table.Td data-label={t.colFirstSeen}>
                <time dateTime={entry.firstSeen}>{new Date(entry.firstSeen).toLocaleString()}</time>
              </Table.Td>
              <Table.Td data-label={t.colCount}>{entry.count}</Table.Td>
            </Table.Tr>
          ))}
        </StackingTable>
      ) : null}
    </Stack>
  );
}
