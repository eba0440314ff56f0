import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getToken } from '@tours/web/session';
import { useState } from 'react';
import { BusyButton } from './busy-button';
import { clockQuery, readClock, utcReading } from './clock-view';
import { announceMockChange } from './control-api';
import { fill, type MessageKey } from './messages';
import { OutcomeText } from './outcome-text';
import { QueryState } from './query-state';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';
import { customerOf, latestBookedTourStart, worldFactsQuery } from './world-facts';

/** A minute past the tour's start, so the next call's tick sees it started (it completes at start <= now). */
const AFTER_START_MS = 60_000;
const MINUTE_MS = 60_000;

/** The steps a demo needs: +31 min is past the 30-minute hold of an unpaid order, which then expires. */
const ADVANCES: readonly [MessageKey, Record<string, number>][] = [
  ['clockPlus1Min', { minutes: 1 }],
  ['clockAdvance31', { minutes: 31 }],
  ['clockPlus1Hour', { hours: 1 }],
  ['clockPlus1Day', { days: 1 }],
  ['clockPlus7Days', { days: 7 }],
];

/** The world's clock: its reading, the advances a demo needs, and setting it to a moment (UTC). */
export function ClockSection() {
  const t = useMessages();
  const client = useQueryClient();
  const clock = useQuery(clockQuery());
  /** What the person typed; until then the field shows the world's reading. */
  const [typed, setTyped] = useState<string | null>(null);
  const target = typed ?? clock.data?.now.slice(0, 16) ?? '';
  const { outcome, busy, run } = useControlAction();

  const moved = (iso: string) => {
    setTyped(null);
    announceMockChange();
    return fill(t.clockMoved, { now: utcReading(iso) });
  };

  const advance = (by: Record<string, number>) => run(async () => moved((await readClock('/clock/advance', by)).now));

  /**
   * The orders view has no tour dates, so they come from the state export: the clock moves to just after the
   * latest booked tour of the logged-in customer (of every customer when nobody is), not by a fixed number of
   * days, since a tour may be booked any distance ahead.
   */
  const afterTheTour = () =>
    run(async () => {
      const facts = await client.fetchQuery(worldFactsQuery());
      const start = latestBookedTourStart(facts, customerOf(facts, getToken()));
      if (start === null) return t.clockNoBookedTour;
      const now = await readClock();
      const ms = Math.max(0, start + AFTER_START_MS - Date.parse(now.now));
      return moved((await readClock('/clock/advance', { ms })).now);
    });

  const set = () => run(async () => moved((await readClock('/clock/set', { iso: `${target}:00Z` })).now));
  const offset = clock.data?.offsetMs ?? 0;

  return (
    <Stack gap="xs">
      <QueryState query={clock} />
      {clock.data ? (
        <Text size="sm">
          {fill(t.clockNow, { now: utcReading(clock.data.now) })}{' '}
          <Text span size="xs" c="dimmed">
            ({offset === 0 ? t.clockReal : fill(t.clockAhead, { minutes: Math.round(offset / MINUTE_MS) })})
          </Text>
        </Text>
      ) : null}
      <Group gap="xs" role="group" aria-label={t.clockAdvanceLegend}>
        {ADVANCES.map(([label, by]) => (
          <BusyButton key={label} size="compact-sm" variant="default" busy={busy} onClick={() => advance(by)}>
            {t[label]}
          </BusyButton>
        ))}
      </Group>
      <Group gap="xs">
        <BusyButton size="compact-sm" variant="default" busy={busy} onClick={afterTheTour}>
          {t.clockAfterTour}
        </BusyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t.clockAfterTourHint}
      </Text>
      <Group gap="xs" align="end">
        <TextInput
          size="xs"
          type="datetime-local"
          label={t.clockSetLabel}
          value={target}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <BusyButton size="xs" variant="default" disabled={target === ''} busy={busy} onClick={set}>
          {t.clockSet}
        </BusyButton>
      </Group>
      <OutcomeText outcome={outcome} />
    </Stack>
  );
}
