import { Checkbox, Stack } from '@mantine/core';
import { CallCheckboxes } from './call-checkboxes';
import { fill } from './messages';
import classes from './mocked-calls-form.module.css';
import type { UpstreamView } from './upstream-view';
import { useMessages } from './use-messages';

interface CallGroupChoiceProps {
  group: UpstreamView['groups'][number];
  mocked: ReadonlySet<string>;
  onTick: (calls: readonly string[], on: boolean) => void;
}

/** A group's box ticks or unticks all its calls; its calls can still be ticked one by one, and the server says why a split fails. */
export function CallGroupChoice({ group, mocked, onTick }: CallGroupChoiceProps) {
  const t = useMessages();
  const ticked = group.calls.filter((call) => mocked.has(call)).length;
  return (
    <Stack gap={2} my={6}>
      <Checkbox
        size="sm"
        label={fill(t.groupLabel, { name: group.name, count: group.calls.length })}
        description={fill(t.groupWhy, { why: group.why })}
        checked={ticked === group.calls.length}
        indeterminate={ticked > 0 && ticked < group.calls.length}
        onChange={(event) => onTick(group.calls, event.currentTarget.checked)}
      />
      <details className={classes.details}>
        <summary>{fill(t.groupCalls, { name: group.name })}</summary>
        <CallCheckboxes calls={group.calls} mocked={mocked} onTick={onTick} />
      </details>
    </Stack>
  );
}
