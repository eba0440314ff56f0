import { OrderStatus } from '@tours/contract';

export type OrderMove = 'complete' | 'refund';

/**
 * The back office's moves and the statuses each starts from, as domain/backoffice.ts enforces them: complete a
 * booked order; refund money actually taken (booked or completed). The console offers a button only where
 * the move is allowed; a test holds this table to the domain's own refusals.
 */
export const MOVES_FROM: Record<OrderMove, readonly number[]> = {
  complete: [OrderStatus.Booked],
  refund: [OrderStatus.Booked, OrderStatus.Completed],
};

export const allowedMoves = (status: number): OrderMove[] =>
  (Object.keys(MOVES_FROM) as OrderMove[]).filter((move) => MOVES_FROM[move].includes(status));

const NAMES = new Map<number, string>(Object.entries(OrderStatus).map(([name, value]) => [value, name]));

/** "Booked (10)", "Completed (30), review pending": the contract's name of the status, never a bare number. */
export function statusName(status: number, commentStatus = false): string {
  const name = `${NAMES.get(status) ?? 'Unknown'} (${status})`;
  if (status !== OrderStatus.Completed) return name;
  return `${name}, ${commentStatus ? 'reviewed' : 'review pending'}`;
}
