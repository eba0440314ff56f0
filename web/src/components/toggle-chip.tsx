import type { ReactNode } from 'react';
import classes from './toggle-chip.module.css';

export interface ToggleChipProps {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** Mantine's check mark (its CheckIcon's path). */
const CHECK_MARK = 'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/**
 * A checkbox drawn as Mantine's xs filled Chip, for a row of many options: a label around a hidden input, so it
 * is a checkbox named by its text for keyboards, screen readers and tests. See toggle-chip.module.css for why.
 */
export function ToggleChip({ checked, onChange, children }: ToggleChipProps) {
  return (
    <label className={classes.chip} data-checked={checked || undefined}>
      <input type="checkbox" className={classes.input} checked={checked} onChange={onChange} />
      {checked ? (
        <svg className={classes.check} viewBox="0 0 10 7" aria-hidden="true" focusable="false">
          <path d={CHECK_MARK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      ) : null}
      {children}
    </label>
  );
}
