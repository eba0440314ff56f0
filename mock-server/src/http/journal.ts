import type { World } from './worlds.js';

/** One answered /rest/api request, as the console and GET /__mock/journal show it. */
export interface JournalEntry {
  /** Wall-clock time of the answer (not the world clock), to line up with the server log. */
  time: string;
  method: string;
  path: string;
  call: string;
  payload: unknown;
  code: number;
  message: string;
  ms: number;
}

export const JOURNAL_SIZE = 500;

export function record(world: World, entry: JournalEntry): void {
  world.journal.push(entry);
  if (world.journal.length > JOURNAL_SIZE) world.journal.splice(0, world.journal.length - JOURNAL_SIZE);
}

/** Fields that must never be readable in the journal; card numbers keep their last four digits. */
const SECRET_FIELDS = new Set(['password', 'cardSecurityCode']);
const CARD_FIELDS = new Set(['cardNumber', 'number']);

/** A copy of a request payload safe to show on a screen shared in a demo. */
export function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key)) out[key] = '***';
    else if (CARD_FIELDS.has(key)) out[key] = maskCard(field);
    else out[key] = mask(field);
  }
  return out;
}

function maskCard(value: unknown): string {
  const digits = String(value).replace(/\D/g, '');
  return digits.length > 4 ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : '***';
}
