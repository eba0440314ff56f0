import { Checkbox, SimpleGrid } from '@mantine/core';
import classes from './mocked-calls-form.module.css';

interface CallCheckboxesProps {
  calls: readonly string[];
  mocked: ReadonlySet<string>;
  onTick: (calls: readonly string[], on: boolean) => void;
}

/** A box per call, ticked when the mock answers it: inside a coupled group's details and for the other calls alike. */
export function CallCheckboxes({ calls, mocked, onTick }: CallCheckboxesProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4} mt={4}>
      {calls.map((call) => (
        <Checkbox
          key={call}
          size="xs"
          label={call}
          classNames={{ label: classes.call }}
          checked={mocked.has(call)}
          onChange={(event) => onTick([call], event.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );
}
