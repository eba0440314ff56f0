import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from './busy-button';
import { control } from './control-api';
import { journalQuery } from './journal-view';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { QueryState } from './query-state';
import { StackingTable } from './stacking-table';
import classes from './stacking-table.module.css';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

/** The world's API requests (Node mock only), 20 a page, newest first, following the shop's requests as they come. */
export function JournalSection() {
  const t = useMessages();
  const [page, setPage] = useState(1);
  const journal = useQuery(journalQuery(page));
  const { outcome, busy, run } = useControlAction();
  const shown = journal.data?.page ?? page;
  const pages = journal.data?.pages ?? 1;
  const columns = [t.colTime, t.colCall, t.colSource, t.colCode, t.colMessage, t.colMs, t.colPayload];

  const clear = () =>
    run(async () => {
      await control('/journal', 'DELETE');
      setPage(1);
      return t.journalCleared;
    });

  return (
    <Stack gap="xs">
      {journal.data ? <Text size="sm">{fill(t.journalCount, { count: journal.data.total })}</Text> : null}
      <Group gap="xs">
        <Button size="compact-sm" variant="default" onClick={() => void journal.refetch()}>
          {t.refresh}
        </Button>
        <BusyButton size="compact-sm" variant="default" busy={busy} onClick={clear}>
          {t.clear}
        </BusyButton>
        <Button size="compact-sm" variant="default" disabled={shown <= 1} onClick={() => setPage(shown - 1)}>
          {t.previous}
        </Button>
        <Text size="sm" aria-live="polite">
          {fill(t.journalPage, { page: shown, pages })}
        </Text>
        <Button size="compact-sm" variant="default" disabled={shown >= pages} onClick={() => setPage(shown + 1)}>
          {t.next}
        </Button>
      </Group>
      <OutcomeText outcome={outcome} />
      <QueryState query={journal} />
      {journal.data?.total === 0 ? <Text size="sm">{t.journalNone}</Text> : null}
      {journal.data && journal.data.total > 0 ? (
        <StackingTable columns={columns} aria-label={t.journalSection}>
          {journal.data.entries.map((entry, index) => (
            // Entries have no id: a page is drawn whole, newest first, so its position names a row.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Table.Tr key={`${entry.time}-${index}`}>
              <Table.Td data-label={t.colTime}>{entry.time.slice(11, 19)}</Table.Td>
              <Table.Td data-label={t.colCall}>{entry.call}</Table.Td>
              <Table.Td data-label={t.colSource}>{entry.source === 'upstream' ? t.sourceReal : t.sourceMock}</Table.Td>
              <Table.Td data-label={t.colCode}>{entry.code}</Table.Td>
              <Table.Td data-label={t.colMessage}>{entry.message}</Table.Td>
              <Table.Td data-label={t.colMs}>{entry.ms}</Table.Td>
              <Table.Td data-label={t.colPayload} className={classes.payload}>
                {JSON.stringify(entry.payload)}
              </Table.Td>
            </Table.Tr>
          ))}
        </StackingTable>
      ) : null}
    </Stack>
  );
}
