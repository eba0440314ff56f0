import type { TextLanguage } from '../domain/index.js';
import { say } from '../domain/messages/say.js';
import type { EnvelopeBody } from './envelope.js';

/** The caller's language: the domain's (CallContext.language), read here from Accept-Language. */
export type Language = TextLanguage;

/**
 * The language an Accept-Language header prefers: the entry of highest q (the first of equals) decides,
 * Chinese for any zh tag, else English (docs/adr/0006-messages-in-the-chosen-language.md). No header: English.
 */
export function preferredLanguage(header: string | null | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const entry of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    if (!tag) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language: Language = /^zh\b/i.test(tag) ? 'zh' : 'en';
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'en';
}

/**
 * The language a call's emails are written in when its request names one (preferredLanguage), or null when it sent
 * no Accept-Language at all, so the domain falls back to what it knows of the customer (customer-email.ts).
 */
export function requestLanguage(header: string | null | undefined): Language | null {
  return header?.trim() ? preferredLanguage(header) : null;
}

/**
 * An envelope as it is sent: what the mock said by key in the language the Accept-Language header asks for, and
 * without the key; any other envelope (an override's, a backend's) as it came.
 */
export function inLanguage(envelope: EnvelopeBody, acceptLanguage: string | null | undefined): EnvelopeBody {
  const { code, said, data } = envelope;
  if (!said) return envelope;
  // Written out rather than a rest and a spread: every answer passes here.
  const message = say(said, preferredLanguage(acceptLanguage));
  return 'data' in envelope ? { code, message, data } : { code, message };
}
