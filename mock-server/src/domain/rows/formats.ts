import { z } from 'zod';

/**
 * The field formats of a world's rows. Times are checked as the formats the domain writes: 'YYYY-MM-DD HH:mm:ss' in
 * UTC, the mock's clock zone (docs/adr/0010-a-pure-deterministic-mock-domain.md).
 */
export const id = z.number().int();
export const count = z.number().int().min(0);
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a time YYYY-MM-DD HH:mm:ss');
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const hourMinute = z.string().regex(/^\d{2}:\d{2}$/, 'must be a time HH:mm');
/** Payment settlements and guide replies keep milliseconds: their delays are shorter than a second's grain. */
export const instant = z.iso.datetime();
/** The shop's two interface languages, in which every email is written. */
export const language = z.enum(['en', 'zh']);
