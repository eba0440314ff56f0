import { OrderStatus } from '@tours/contract';

export { allowedMoves, MOVES_FROM, type OrderMove } from '../domain/index.js';

const NAMES = new Map<number, string>(Object.entries(OrderStatus).map(([name, value]) => [value, name]));

/** "Booked (10)", "Completed (30), review pending": the contract's name of the status, never a bare number. */
export function statusName(status: number, commentStatus = false): string {
  const name = `${NAMES.get(status) ?? 'Unknown'} (${status})`;
  if (status !== OrderStatus.Completed) return name;
  return `${name}, ${commentStatus ? 'reviewed' : 'review pending'}`;
}
