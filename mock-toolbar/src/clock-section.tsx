import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { getToken } from '@tours/web/session';
import { useEffect, useState } from 'react';
import { readClock, utcReading } from './clock-view';
import { announceMockChange } from './control-api';
import { fill } from './messages';
import { OutcomeText } from './outcome-text';
import { useAction } from './use-action';
import { useMessages } from './use-messages';
import { customerOf, fetchWorldFacts, latestBookedTourStart } from './world-facts';

/** Past the 30-minute hold of an unpaid order: what a person advances to see it expire. */
const PAST_THE_HOLD = { minutes: 31 };
/** A minute past the tour's start, so the next call's tick sees it started (it completes at start <= now). */
const AFTER_START_MS = 60_000;

/** The world's clock: its reading, the two advances a demo needs, and setting it to a moment (UTC). */
export function ClockSection() {
  const t = useMessages();
  const [now, setNow] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const { outcome, busy, run } = useAction();

  const moved = (iso: string) => {
    setNow(iso);
    setTarget(iso.slice(0, 16));
    announceMockChange();
    return fill(t.clockMoved, { now: utcReading(iso) });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the section opens.
  useEffect(() => {
    void run(async () => {
      const clock = await readClock();
      setNow(clock.now);
      setTarget(clock.now.slice(0, 16));
      return '';
    });
  }, []);

  const advance31 = () => run(async () => moved((await readClock('/clock/advance', PAST_THE_HOLD)).now));

  /**
   * The orders view has no tour dates, so they come from the state export: the clock moves to just after the
   * latest booked tour of the logged-in customer (of every customer when nobody is), not by a fixed number of
   * days, since a tour may be booked any distance ahead.
   */
  const afterTheTour = () =>
    run(async () => {
      const facts = await fetchWorldFacts();
      const start = latestBookedTourStart(facts, customerOf(facts, getToken()));
      if (start === null) return t.clockNoBookedTour;
      const clock = await readClock();
      const ms = Math.max(0, start + AFTER_START_MS - Date.parse(clock.now));
      return moved((await readClock('/clock/advance', { ms })).now);
    });

  const set = () => run(async () => moved((await readClock('/clock/set', { iso: `${target}:00Z` })).now));

  return (
    <Stack gap="xs">
      {now ? <Text size="sm">{fill(t.clockNow, { now: utcReading(now) })}</Text> : null}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          data-disabled={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void advance31()}
        >
          {t.clockAdvance31}
        </Button>
        <Button
          size="xs"
          variant="default"
          data-disabled={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void afterTheTour()}
        >
          {t.clockAfterTour}
        </Button>
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
          onChange={(event) => setTarget(event.currentTarget.value)}
        />
        <Button
          size="xs"
          variant="default"
          disabled={target === ''}
          data-disabled={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void set()}
        >
          {t.clockSet}
        </Button>
      </Group>
      <OutcomeText outcome={outcome?.text ? outcome : null} />
    </Stack>
  );
}
