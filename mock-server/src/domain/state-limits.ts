import type { State } from './state.js';

// Limits of a world read from outside (an import, a state file) that its schema does not state: rows keyed by id are
// looked up by it, so a second row with the same id is unreachable or answered in its place; and no text the shop
// stores comes near a megabyte, since every API body is at most that.

/** Longer than any text the API can store (its bodies are at most 1 MB), in UTF-16 units as JavaScript counts them. */
export const MAX_TEXT_CHARS = 1024 * 1024;

interface StateProblem {
  path: string;
  problem: string;
}

/** The tables whose rows the domain finds by `id`. */
const ID_TABLES = [
  'cities',
  'categories',
  'languages',
  'currencies',
  'countries',
  'banners',
  'articles',
  'blogs',
  'merchants',
  'tours',
  'users',
  'orders',
  'reviews',
  'favorites',
  'cards',
  'threads',
  'messages',
  'outbox',
  'applications',
] as const satisfies readonly (keyof State)[];

/** Other keys that name one row: a login finds its user by email, the wallet page its payment by token. */
const UNIQUE_KEYS = [
  { table: 'users', key: 'email' },
  { table: 'payments', key: 'token' },
] as const;

function firstRepeat(rows: readonly Record<string, unknown>[], key: string, table: string): StateProblem | null {
  const seen = new Set<unknown>();
  for (const [index, row] of rows.entries()) {
    const value = row[key];
    if (seen.has(value)) return { path: `${table}[${index}].${key}`, problem: `duplicate ${key} ${JSON.stringify(value)}` };
    seen.add(value);
  }
  return null;
}

/** The first row whose id (or other naming key) an earlier row of its table already has, or null. */
export function duplicateKeyProblem(state: State): StateProblem | null {
  for (const table of ID_TABLES) {
    const problem = firstRepeat(state[table], 'id', table);
    if (problem) return problem;
  }
  const items = state.orders.flatMap((order, index) => order.items.map((item, at) => ({ item, path: `orders[${index}].items[${at}].id` })));
  const itemIds = new Set<number>();
  for (const { item, path } of items) {
    if (itemIds.has(item.id)) return { path, problem: `duplicate id ${item.id}` };
    itemIds.add(item.id);
  }
  for (const { table, key } of UNIQUE_KEYS) {
    const problem = firstRepeat(state[table], key, table);
    if (problem) return problem;
  }
  return null;
}
