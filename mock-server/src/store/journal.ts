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
  /** 'upstream' when the real backend answered (--upstream), 'mock' otherwise. */
  source: 'mock' | 'upstream';
  /** The id of the answer override (GET /__mock/overrides) that answered or patched it. */
  override?: number;
}

/** A world keeps its last 500 entries, and fewer when they would hold more than 1 MB of text. */
const JOURNAL_SIZE = 500;
export const JOURNAL_BYTES = 1024 * 1024;
/** A payload is cut to this much JSON: enough to read what was sent, never a copy of a 1 MB body. */
export const PAYLOAD_BYTES = 4 * 1024;
const STRING_CHARS = 256;
const TEXT_CHARS = 512;
const MAX_DEPTH = 5;

/**
 * Text held per journal array. Keyed by the array itself, so code that replaces a world's journal
 * (reset, a Pact state, DELETE /__mock/journal) starts the count afresh without telling this module.
 */
const heldChars = new WeakMap<JournalEntry[], number>();

/** Adds an entry to a world's journal (only the journal is read: a world holds it, so this file needs no world). */
export function record(world: { journal: JournalEntry[] }, raw: JournalEntry): void {
  const entry = { ...raw, path: cut(raw.path, TEXT_CHARS), message: cut(raw.message, TEXT_CHARS), payload: journalPayload(raw.payload) };
  const journal = world.journal;
  journal.push(entry);
  let held = (heldChars.get(journal) ?? 0) + sizeOf(entry);
  while (journal.length > 1 && (journal.length > JOURNAL_SIZE || held > JOURNAL_BYTES)) {
    const dropped = journal.shift();
    if (dropped) held -= sizeOf(dropped);
  }
  heldChars.set(journal, held);
}

/** Characters of the entry as JSON: what GET /__mock/journal sends for it, and roughly what it holds. */
const sizeOf = (entry: JournalEntry) => JSON.stringify(entry).length;

/** Fields that must never be readable in the journal; card numbers keep their last four digits. */
const SECRET_FIELDS = new Set(['password', 'cardSecurityCode']);
const CARD_FIELDS = new Set(['cardNumber', 'number']);

/**
 * The payload as the journal keeps it: secrets masked, long strings cut, deep or wide structures cut,
 * and at most PAYLOAD_BYTES of JSON in all. Every cut says so, with the size of what was left out.
 */
function journalPayload(value: unknown): unknown {
  // The walk's budget leaves room for the markers it adds; the last check makes the cap exact.
  const compacted = compact(value, 0, { left: PAYLOAD_BYTES - 512 });
  const text = JSON.stringify(compacted) ?? '';
  return text.length <= PAYLOAD_BYTES ? compacted : cut(text, PAYLOAD_BYTES - 64);
}

function compact(value: unknown, depth: number, budget: { left: number }): unknown {
  if (typeof value === 'string') return spend(budget, cut(value, Math.min(STRING_CHARS, Math.max(budget.left, 0))));
  if (value === null || typeof value !== 'object') {
    budget.left -= String(value).length + 1;
    return value;
  }
  if (depth >= MAX_DEPTH) return spend(budget, `…(truncated: nested deeper than ${MAX_DEPTH} levels)`);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [index, item] of value.entries()) {
      if (budget.left <= 0) {
        out.push(`…(truncated: ${value.length - index} more items)`);
        break;
      }
      out.push(compact(item, depth + 1, budget));
    }
    return out;
  }
  const fields: [string, unknown][] = [];
  const keys = Object.keys(value);
  for (const [index, key] of keys.entries()) {
    if (budget.left <= 0) {
      fields.push(['…', `(truncated: ${keys.length - index} more fields)`]);
      break;
    }
    const name = spend(budget, cut(key, STRING_CHARS));
    const field: unknown = (value as Record<string, unknown>)[key];
    if (SECRET_FIELDS.has(key)) fields.push([name, spend(budget, '***')]);
    else if (CARD_FIELDS.has(key)) fields.push([name, spend(budget, maskCard(field))]);
    else fields.push([name, compact(field, depth + 1, budget)]);
  }
  // fromEntries defines a form field named __proto__ as a field instead of setting the prototype.
  return Object.fromEntries(fields);
}

function spend(budget: { left: number }, text: string): string {
  budget.left -= text.length + 3;
  return text;
}

/** A string cut to `chars`, with a marker giving its full size in UTF-8 bytes. */
function cut(text: string, chars: number): string {
  if (text.length <= chars) return text;
  return `${text.slice(0, chars)}…(truncated, ${Buffer.byteLength(text)} bytes)`;
}

function maskCard(value: unknown): string {
  const digits = String(value).slice(0, 64).replace(/\D/g, '');
  return digits.length > 4 ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : '***';
}
