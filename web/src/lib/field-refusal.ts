/**
 * A server's refusal about one request field reads "field: words" ("priceMin: must be a number", in Chinese
 * "password: 必填"): the field as the API spells it, then a fragment of schema wording or a sentence. This reads one
 * apart so the shop can say it in the visitor's words (shopper-message.ts); it knows no language of its own.
 */

/** What is wrong with a field, for the fragments the contract's request schemas refuse with. */
export type RefusalReason =
  | 'required'
  | 'number'
  | 'wholeNumber'
  | 'notNegative'
  | 'emailCode'
  | 'email'
  | 'date'
  | 'time'
  | 'month'
  | 'cardNumber'
  | 'securityCode'
  | 'other';

/**
 * The contract's fragments (contract/src/fields.ts, calls/, rules/card.ts) and the Chinese a server answering in
 * Chinese gives them (the mock's catalogue). A fragment not here is still never shown: it reads as 'other'.
 */
const reasonOfWords: Record<string, RefusalReason> = {
  'is required': 'required',
  必填: 'required',
  'is empty': 'required',
  为空: 'required',
  'must be a number': 'number',
  必须是数字: 'number',
  'must be an integer': 'wholeNumber',
  必须是整数: 'wholeNumber',
  'must be 0 or more': 'notNegative',
  '不能小于 0': 'notNegative',
  'must be the 6-digit code': 'emailCode',
  '必须是 6 位数字的验证码': 'emailCode',
  'must be an email address': 'email',
  必须是邮箱地址: 'email',
  'must be a date YYYY-MM-DD': 'date',
  '必须是 YYYY-MM-DD 格式的日期': 'date',
  'must be YYYY-MM-DD': 'date',
  'must be a real date': 'date',
  必须是真实存在的日期: 'date',
  'must be a time HH:mm': 'time',
  '必须是 HH:mm 格式的时间': 'time',
  'must be YYYY-MM': 'month',
  'must be a card number': 'cardNumber',
  必须是卡号: 'cardNumber',
  'must be 3 or 4 digits': 'securityCode',
  '必须是 3 或 4 位数字': 'securityCode',
};

/** Zod's own wording for checks the contract leaves unworded: schema talk, whatever its first letter. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;

/** Whether a form message is zod's wording rather than a rule's sentence (or an i18n key a form translates itself). */
export const isZodWording = (message: string) => ZOD_WORDING.test(message);
const CHINESE = /[\u3400-\u9fff]/;

export type RefusalWords = { kind: 'reason'; reason: RefusalReason } | { kind: 'sentence'; text: string };

/** A fragment as its reason; a sentence of its own ("Your card was declined; ...") as it is, to be shown whole. */
export function readRefusalWords(words: string): RefusalWords {
  const known = reasonOfWords[words];
  if (known) return { kind: 'reason', reason: known };
  if (ZOD_WORDING.test(words)) return { kind: 'reason', reason: 'other' };
  // A Chinese fragment carrying schema notation (a type, a pattern, a field name) is schema talk too.
  if (CHINESE.test(words)) return /[A-Za-z]/.test(words) ? { kind: 'reason', reason: 'other' } : { kind: 'sentence', text: words };
  return /^[A-Z]/.test(words) ? { kind: 'sentence', text: words } : { kind: 'reason', reason: 'other' };
}

const FIELD_PREFIX = /^([A-Za-z_][\w.[\]-]*): (.+)$/s;

/**
 * The field (its last named segment: "items.0.adultCount" is adultCount) and the words of a refusal, or null for any
 * other text. `isField` tells an API field name from a word that merely ends in a colon ("Note: ..."), and from a
 * label this shop already put there ("Email: ..."), so reading a message twice changes nothing.
 */
export function readFieldRefusal(text: string, isField: (name: string) => boolean): { field: string; words: string } | null {
  const match = FIELD_PREFIX.exec(text.trim());
  const path = match?.[1];
  const words = match?.[2];
  if (!path || !words) return null;
  const field =
    path
      .split(/[.[\]]/)
      .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
      .at(-1) ?? path;
  return isField(field) || /^[a-z]/.test(field) ? { field, words } : null;
}
