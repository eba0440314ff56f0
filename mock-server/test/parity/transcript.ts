import type { Received, Send, Sent } from './drivers.js';

export interface Entry {
  label: string;
  status: number;
  /** The API's Date header (the world's clock) and the answer's content type. */
  headers: Record<string, string | undefined>;
  body: unknown;
}

/**
 * What one stack answered to the scripted sequence, in order. Values random by design (session tokens
 * from Web Crypto, verification codes) are registered as secrets when they first appear and replaced
 * by a placeholder numbered in order of appearance, so the same token in the same places still compares
 * equal. Nothing else is masked: both stacks run with Date frozen at the same instant, so every
 * timestamp (createTime, payExpireTime, the clock's `now`, the Date header) must match exactly.
 */
export class Transcript {
  readonly entries: Entry[] = [];
  private readonly secrets = new Map<string, string>();

  constructor(private readonly send: Send) {}

  /**
   * Sends, records the masked answer under `label`, and returns the answer unmasked for the next steps;
   * `secrets` names the random values this answer introduces, masked in it already.
   */
  async exchange(
    label: string,
    sent: Sent,
    secrets: (json: unknown) => [kind: string, value: unknown][] = () => [],
  ): Promise<{ status: number; json: unknown }> {
    const received = await this.send(sent);
    const json = parsed(received);
    for (const [kind, value] of secrets(json)) if (typeof value === 'string' && value !== '') this.secret(kind, value);
    this.entries.push({ label, status: received.status, headers: keptHeaders(sent, received), body: this.masked(json) });
    return { status: received.status, json };
  }

  /**
   * Sends without recording: for the state export, whose password salts and hashes are random by design
   * all through it (its import and what follows are compared instead).
   */
  async peek(sent: Sent): Promise<unknown> {
    return parsed(await this.send(sent));
  }

  private secret(kind: string, value: string): void {
    if (!this.secrets.has(value)) this.secrets.set(value, `<${kind} ${this.secrets.size + 1}>`);
  }

  private masked(value: unknown): unknown {
    if (typeof value === 'string') {
      let text = value;
      for (const [secret, placeholder] of this.secrets) text = text.split(secret).join(placeholder);
      return text;
    }
    if (Array.isArray(value)) return value.map((item) => this.masked(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.masked(item)]));
    }
    return value;
  }
}

function parsed(received: Received): unknown {
  if (!(received.headers['content-type'] ?? '').includes('json')) return received.text;
  return JSON.parse(received.text);
}

function keptHeaders(sent: Sent, received: Received): Record<string, string | undefined> {
  const type = received.headers['content-type']?.replace(/\s+/g, '').toLowerCase();
  const api = sent.url.startsWith('/rest/api/');
  return api ? { 'content-type': type, date: received.headers.date } : { 'content-type': type };
}
