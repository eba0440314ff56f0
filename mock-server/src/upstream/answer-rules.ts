import type { UpstreamAnswer } from './upstream-answer.js';

/**
 * What of a backend's answer may reach the shop. The shop's origin serves it, so a backend's SVG, HTML or
 * script would run there with the shopper's token: only JSON goes through, always labelled as JSON by the
 * mock (never with the backend's own Content-Type), and only with a status a browser can be given.
 */
export const FORWARDED_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The largest JSON answer the mock parses. Parsing runs on the one event loop every request shares, and its cost
 * follows the values an answer holds: 2 MB of tiny objects or keys parse in 0.1-0.25 s on two cores, an object of a
 * million keys (18 MB) in a second or more. The contract's largest answer, a page of 100 tours, is under 50 KB.
 */
export const PARSED_AT_MOST_BYTES = 2 * 1024 * 1024;

/**
 * The answer's body: the parsed value when it is JSON by its type and its text; `unread` when it is JSON by its type
 * but larger than PARSED_AT_MOST_BYTES; else the start of its text.
 */
export type AnswerBody = { kind: 'json'; value: unknown } | { kind: 'unread'; bytes: number } | { kind: 'other'; preview: string };

const PREVIEW_CHARS = 200;
const SHOWN_TYPE_CHARS = 80;
/** `application/json` and the structured-syntax `+json` types (`application/problem+json`). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

const isJsonType = (contentType: string): boolean => JSON_TYPE.test(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

export function bodyOf(answer: UpstreamAnswer): AnswerBody {
  if (isJsonType(answer.contentType)) {
    if (answer.body.length > PARSED_AT_MOST_BYTES) return { kind: 'unread', bytes: answer.body.length };
    try {
      return { kind: 'json', value: JSON.parse(answer.body.toString('utf8')) as unknown };
    } catch {
      // Labelled JSON but not JSON: refused below like any other type.
    }
  }
  // At most four bytes a character: the preview never decodes a whole 20 MB answer.
  return {
    kind: 'other',
    preview: answer.body
      .subarray(0, PREVIEW_CHARS * 4)
      .toString('utf8')
      .slice(0, PREVIEW_CHARS),
  };
}

/** Whether the answer goes on (its parsed JSON, unless it was too large to read), or why not (the 502 message goes on from "The real backend at … "). */
type Verdict = { pass: true; value?: unknown } | { pass: false; why: string };

/**
 * An answer too large to parse still goes on, unchecked: the person who put the mock in front of a backend wants the
 * shop to show what the backend answered, and refusing it would make the shop fail where the backend did not. The
 * rule above still holds for it: it is JSON by its type and reaches the shop labelled as JSON, with `nosniff`, so no
 * browser runs it whatever its text; only its drift check and its recording are skipped, and the drift report and the
 * journal say so (http/forward-port.ts).
 */
export function verdictOn(answer: UpstreamAnswer, body: AnswerBody): Verdict {
  if (answer.status < 200 || answer.status > 599) {
    return { pass: false, why: `answered HTTP status ${answer.status}, which is outside 200-599` };
  }
  if (body.kind === 'json') return { pass: true, value: body.value };
  if (body.kind === 'unread') return { pass: true };
  const type = answer.contentType.slice(0, SHOWN_TYPE_CHARS);
  if (isJsonType(answer.contentType)) return { pass: false, why: `answered HTTP ${answer.status} ${type} that is not valid JSON` };
  return { pass: false, why: `answered HTTP ${answer.status} ${type || 'without a content type'}, not JSON` };
}

/** An answer's size as the journal and the drift report say it: `19.4 MB`. */
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
