import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { BusyButton } from './busy-button';
import { CallCheckboxes } from './call-checkboxes';
import { CallGroupChoice } from './call-group-choice';
import { fill } from './messages';
import classes from './mocked-calls-form.module.css';
import { OutcomeText } from './outcome-text';
import { saveMocked, type UpstreamView } from './upstream-view';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';

/**
 * Which calls this world still mocks: a box per coupled group (its calls tick together) and one per other call. Ticks
 * a person has not saved stay as they are while the control plane is read again, and after a refusal, so the person
 * can fix the one the message names; Discard goes back to what the server holds.
 */
export function MockedCallsForm({ view }: { view: UpstreamView }) {
  const t = useMessages();
  const [draft, setDraft] = useState<ReadonlySet<string> | null>(null);
  const mocked = draft ?? new Set(view.mocked);
  const { outcome, busy, run } = useControlAction();
  const grouped = new Set(view.groups.flatMap((group) => group.calls));
  const others = [...view.mocked, ...view.forwarded].filter((call) => !grouped.has(call)).sort();

  const tick = (calls: readonly string[], on: boolean) => {
    const next = new Set(mocked);
    for (const call of calls) {
      if (on) next.add(call);
      else next.delete(call);
    }
    setDraft(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      const saved = await saveMocked([...mocked]);
      setDraft(null);
      return fill(t.mockedSaved, { mocked: saved.mocked.length, forwarded: saved.forwarded.length });
    });
  };

  return (
    <form onSubmit={save}>
      <Stack gap="xs">
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t.mockedLegend}</legend>
          {view.groups.map((group) => (
            <CallGroupChoice key={group.name} group={group} mocked={mocked} onTick={tick} />
          ))}
          <details className={classes.details}>
            <summary>{fill(t.otherCalls, { count: others.length, mocked: others.filter((call) => mocked.has(call)).length })}</summary>
            <CallCheckboxes calls={others} mocked={mocked} onTick={tick} />
          </details>
        </fieldset>
        <Group gap="xs">
          <BusyButton type="submit" size="xs" busy={busy}>
            {t.save}
          </BusyButton>
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            {t.discard}
          </Button>
        </Group>
        <OutcomeText outcome={outcome} />
      </Stack>
    </form>
  );
}
