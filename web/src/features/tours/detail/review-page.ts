/** A tour's review page lives in the URL (?reviewPage=2), so reload and back keep it. */
export const REVIEW_LIST_DEFAULTS = { reviewPage: '1' };

export const reviewPageOf = (state: typeof REVIEW_LIST_DEFAULTS): number => Math.max(1, Math.trunc(Number(state.reviewPage)) || 1);
