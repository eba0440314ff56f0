import { Button, type ButtonProps, type ElementProps } from '@mantine/core';

interface BusyButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  /** An action or a read is running: the button looks and reads as disabled, but keeps the focus. */
  busy: boolean;
}

/**
 * A toolbar button that is not pressed twice: while `busy` it carries Mantine's `data-disabled` look and
 * `aria-disabled`, never the `disabled` attribute, which would drop a keyboard user's focus to the page's top. The
 * second press itself is ignored by whatever it runs (use-control-action.ts, a query's refetch).
 */
export function BusyButton({ busy, ...props }: BusyButtonProps) {
  return <Button data-disabled={busy || undefined} aria-disabled={busy || undefined} {...props} />;
}
