import { Text } from '@mantine/core';
import type { Outcome } from './use-control-action';

/** An action's result in place: a polite status, or an alert in the error colour when refused. */
export function OutcomeText({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Text size="sm" c={outcome.ok ? undefined : 'red.9'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Text>
  );
}
