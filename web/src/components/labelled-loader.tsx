import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner that says what is loading. Mantine's Loader is a span with no role, on which a name (aria-label) is
 * prohibited ARIA (axe: aria-prohibited-attr); as a progressbar it may carry one. Every named spinner goes through here.
 */
export function LabelledLoader({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader size={size} role="progressbar" aria-label={label} />;
}
