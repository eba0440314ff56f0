import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

const count = z.number().int().nonnegative();

/** What a demo login has in this world: orders by status (an unpaid one the clock closed is expired), and the rest. */
const accountHas = z.object({
  orders: z.object({ unpaid: count, expired: count, booked: count, completed: count, refund: count }),
  favourites: count,
  savedCards: count,
  messageThreads: count,
});

const demoAccount = z.discriminatedUnion('inWorld', [
  z.object({ email: z.string(), password: z.string(), inWorld: z.literal(true), has: accountHas }),
  z.object({ email: z.string(), password: z.string(), inWorld: z.literal(false) }),
]);
export type DemoAccount = z.infer<typeof demoAccount>;

/** A declined card's reason is the mock's own refusal in each of its languages: what the shop receives. */
const cardOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('approved'), settleMs: count }),
  z.object({ kind: z.literal('declined'), reason: z.object({ en: z.string(), zh: z.string() }) }),
]);
export type CardOutcome = z.infer<typeof cardOutcome>;

/**
 * GET /__mock/info: the world's name, the demo logins with what each has in this world, and the test cards with what
 * each does (the mock's payment simulator decides by number: mock-server runtime/demo-info.ts). Facts, not sentences:
 * the sections say them in the reader's language.
 */
const infoView = z.object({
  world: z.string(),
  demoAccounts: z.array(demoAccount),
  testCards: z.array(z.object({ name: z.string(), number: z.string(), outcome: cardOutcome })),
});

export const infoQuery = () => queryOptions({ queryKey: controlKeys.info(), queryFn: async () => infoView.parse(await control('/info')) });
