import type { UpstreamAnswer } from './upstream-answer.js';

/**
 * What of a backend's answer may reach the shop. The shop's origin serves it, so a backend's SVG, HTML or
 * script would run there with the shopper's token: only JSON goes through, always labelled as JSON by the
 * mock (never with the backend's own Content-Type), and only with a status a browser can be given.
 */
export const FORWARDED_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The answer's body: the parsed value when it is JSON by its type and its text, else the start of its text. */
export type AnswerBody = { json: true; value: unknown } | { json: false; preview: string };

const PREVIEW_CHARS = 200;
const SHOWN_TYPE_CHARS = 80;
/** `application/json` and the structured-syntax `+json` types (`application/problem+json`). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

const isJsonType = (contentType: string): boolean => JSON_TYPE.test(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

export function bodyOf(answer: UpstreamAnswer): AnswerBody {
  const text = answer.body.toString('utf8');
  if (isJsonType(answer.contentType)) {
    try {
      return { json: true, value: JSON.parse(text) as unknown };
    } catch {
      // Labelled JSON but not JSON: refused below like any other type.
    }
  }
  return { json: false, preview: text.slice(0, PREVIEW_CHARS) };
}

/** The parsed JSON to pass on, or why not (the 502 message goes on from "The real backend at … "). */
type Verdict = { pass: true; value: unknown } | { pass: false; why: string };

export function verdictOn(answer: UpstreamAnswer, body: AnswerBody): Verdict {
  if (answer.status < 200 || answer.status > 599) {
    return { pass: false, why: `answered HTTP status ${answer.status}, which is outside 200-599` };
  }
  if (body.json) return { pass: true, value: body.value };
  const type = answer.contentType.slice(0, SHOWN_TYPE_CHARS);
  if (isJsonType(answer.contentType)) return { pass: false, why: `answered HTTP ${answer.status} ${type} that is not valid JSON` };
  return { pass: false, why: `answered HTTP ${answer.status} ${type || 'without a content type'}, not JSON` };
}
