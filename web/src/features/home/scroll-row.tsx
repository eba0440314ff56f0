import type { CSSProperties, ReactNode } from 'react';
import classes from './scroll-row.module.css';

export interface ScrollRowProps {
  /** Columns from the sm breakpoint (tablets) and from lg (laptops). */
  columns: { sm: number; lg: number };
  /** One card's width on a phone, as a share of the row: less than 100%, so the next card peeks in. */
  phoneCardWidth: `${number}%`;
  children: ReactNode;
}

/** A grid of a section's cards that becomes one sideways-scrolling row on a phone (scroll-row.module.css). */
export function ScrollRow({ columns, phoneCardWidth, children }: ScrollRowProps) {
  const style = {
    '--row-columns-sm': columns.sm,
    '--row-columns-lg': columns.lg,
    '--row-card-width': phoneCardWidth,
  } as CSSProperties;
  return (
    <div className={classes.row} style={style}>
      {children}
    </div>
  );
}
