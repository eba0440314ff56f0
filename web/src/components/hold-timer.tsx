import { Text } from '@mantine/core';
import { formatTimeLeft } from '../lib/use-hold-countdown';

interface HoldTimerProps {
  msLeft: number;
  /** The timer's accessible name. */
  label: string;
  /** The words before the time left ("Your spot is held for"). */
  text: string;
  testId: string;
}

/**
 * A hold's time left as mm:ss. Its region is not live: a screen reader announcing every second would drown the page,
 * so the time is read when the person reaches it.
 */
export function HoldTimer({ msLeft, label, text, testId }: HoldTimerProps) {
  return (
    <Text role="timer" aria-live="off" aria-label={label}>
      {text}{' '}
      <Text span fw={700} data-testid={testId}>
        {formatTimeLeft(msLeft)}
      </Text>
    </Text>
  );
}
