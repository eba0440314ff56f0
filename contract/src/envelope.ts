import { z } from 'zod';

export { codes, type Envelope } from './envelope-codes.js';

/** `{ code, message?, msg?, data? }`: every /rest/api answer (spec §3 "API envelope"). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string().optional(),
    /** One place of the real backend says `msg` instead of `message` (spec §3). */
    msg: z.string().optional(),
    data: data.optional().nullable(),
  });
}

export const anyEnvelope = envelope(z.unknown());
