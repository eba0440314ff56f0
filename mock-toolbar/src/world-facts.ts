import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

/**
 * The few facts the toolbar reads from the state export (GET /__mock/state, in both the Node mock and the
 * preview): which customer a token belongs to, and when each order's tours start. GET /__mock/orders carries
 * neither. The toolbar is a client of the control plane, as the console is: it parses these fields of the answer
 * rather than import the mock server's types.
 */
const worldFacts = z.object({
  sessions: z.record(z.string(), z.object({ userId: z.number() })),
  orders: z.array(
    z.object({
      userId: z.number(),
      status: z.number(),
      items: z.array(z.object({ reservationDate: z.string(), reservationTime: z.string() })),
    }),
  ),
});
export type WorldFacts = z.infer<typeof worldFacts>;

const BOOKED = 10;

export const worldFactsQuery = () =>
  queryOptions({ queryKey: controlKeys.state(), queryFn: async (): Promise<WorldFacts> => worldFacts.parse(await control('/state')) });

/** The customer a stored token logs in, or null (no token, or a session this world does not know). */
export function customerOf(facts: WorldFacts, token: string | null): number | null {
  if (!token) return null;
  return Object.hasOwn(facts.sessions, token) ? (facts.sessions[token]?.userId ?? null) : null;
}

/**
 * When the latest booked tour starts (ms, UTC, as the mock stores it), of one customer's orders or of all:
 * the mock completes a booked order once its clock passes the start of the order's last item (domain tick).
 */
export function latestBookedTourStart(facts: WorldFacts, userId: number | null): number | null {
  const starts = facts.orders
    .filter((order) => order.status === BOOKED && (userId === null || order.userId === userId))
    .flatMap((order) => order.items.map((item) => Date.parse(`${item.reservationDate}T${item.reservationTime}:00Z`)))
    .filter(Number.isFinite);
  return starts.length > 0 ? Math.max(...starts) : null;
}
