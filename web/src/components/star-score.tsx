import { DEFAULT_DISPLAY_RATING } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import classes from './star-score.module.css';

export interface StarScoreProps {
  score: number | null | undefined;
  size?: 'xs' | 'sm' | 'md';
  withValue?: boolean;
}

/** Mantine's star (its StarIcon's path, 24 units wide), five times in one path. */
const STAR_OUTLINE = 'l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
const FIVE_STARS = [0, 1, 2, 3, 4].map((star) => `M${12 + 24 * star} 17.75${STAR_OUTLINE}`).join('');

/** The share of the row drawn gold: the score in half stars, as Mantine's Rating with two fractions showed it. */
export function filledShare(shown: number): number {
  return Math.min(Math.max(Math.round(shown * 2) / 2, 0), 5) / 5;
}

function StarRow() {
  return (
    <svg className={classes.row} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      <path d={FIVE_STARS} />
    </svg>
  );
}

/**
 * A read-only star score; a tour without a score shows 3.5 (spec §9). Drawn with two SVGs and spans, not Mantine's Rating and Text:
 * a score is a picture with one label here, and a page shows up to 20 of them (star-score.module.css).
 */
export function StarScore({ score, size = 'sm', withValue = true }: StarScoreProps) {
  const { t } = useTranslation('common');
  const shown = score === null || score === undefined || score <= 0 ? DEFAULT_DISPLAY_RATING : score;
  return (
    <span className={classes.score} role="img" aria-label={t('score.label', { score: shown })}>
      <span className={classes.stars} data-size={size}>
        <StarRow />
        <span className={classes.filled} style={{ width: `${filledShare(shown) * 100}%` }}>
          <StarRow />
        </span>
      </span>
      {withValue ? (
        <span className={classes.value} data-size={size}>
          {shown}
        </span>
      ) : null}
    </span>
  );
}
