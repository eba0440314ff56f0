import type { Sequences, State } from './state.js';

/** The next id of a table; sequences only grow, so ids are never reused. */
export function nextId(state: State, table: keyof Sequences): number {
  const id = state.seq[table];
  state.seq[table] = id + 1;
  return id;
}

/** Random hex via Web Crypto (sessions, payment tokens): unguessable, unlike ids. */
export function randomHex(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A 6-digit code from Web Crypto. */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return String((buffer[0] ?? 0) % 1_000_000).padStart(6, '0');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
