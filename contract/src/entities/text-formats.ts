import { z } from 'zod';

/**
 * Text formats the screens parse, stated where they are relied on: the pact pins a
 * format only where a schema here has one, and the mock's answers are checked against the same schema.
 * Times shown as they come (a review's commentTime, a blog's createTime) stay plain strings.
 */
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD HH:mm:ss' on the server's clock: an unpaid order's payExpireTime drives the hold countdown. */
export const dateTimeText = () => z.string().regex(DATE_TIME_PATTERN, 'must be YYYY-MM-DD HH:mm:ss');
/** 'YYYY-MM-DD': the calendar matches availability days by this text. */
export const dateText = () => z.string().regex(DATE_PATTERN, 'must be YYYY-MM-DD');
