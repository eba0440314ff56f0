import classes from './toggle-chip.module.css';

/** A grey chip of a usual option's width, while a row's options load, so the row wraps as it will. */
export function ToggleChipPlaceholder() {
  return <span className={classes.placeholder} aria-hidden="true" />;
}
