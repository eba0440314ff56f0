import { fieldProblems } from '@tours/contract/field-problems';

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
 * The words a server refuses a field with, by what the shop says instead: the contract's own (field-problems.ts,
 * the words a backend checking with the contract's schemas refuses with), and the mock's Chinese for the few whose
 * spec §5 message or the shop's own sentence reads better than its words ("password: 必填" is the spec's
 * "请输入您的密码！"). Any other words are shown as they come, after the field's label: the mock says every
 * field's problem in the visitor's language already (its message catalogue, ADR 0062).
 */
const reasonOfWords: Record<string, RefusalReason> = {
  'is required': 'required',
  必填: 'required',
  'is empty': 'required',
  为空: 'required',
  [fieldProblems.number]: 'number',
  必须是数字: 'number',
  [fieldProblems.wholeNumber]: 'wholeNumber',
  必须是整数: 'wholeNumber',
  'must be 0 or more': 'notNegative',
  '必须大于或等于 0': 'notNegative',
  [fieldProblems.emailCode]: 'emailCode',
  '必须是 6 位数字的验证码': 'emailCode',
  [fieldProblems.email]: 'email',
  必须是邮箱地址: 'email',
  [fieldProblems.date]: 'date',
  '必须是 YYYY-MM-DD 格式的日期': 'date',
  'must be a real date': 'date',
  必须是真实存在的日期: 'date',
  [fieldProblems.time]: 'time',
  '必须是 HH:mm 格式的时间': 'time',
  [fieldProblems.month]: 'month',
  '必须是 YYYY-MM 格式的月份': 'month',
  [fieldProblems.cardNumber]: 'cardNumber',
  必须是卡号: 'cardNumber',
  [fieldProblems.securityCode]: 'securityCode',
  '必须是 3 或 4 位数字': 'securityCode',
};

/** Zod's own wording for checks the contract leaves unworded: schema talk, whatever its first letter. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;

/** Whether a form message is zod's wording rather than a rule's sentence (or an i18n key a form translates itself). */
export const isZodWording = (message: string) => ZOD_WORDING.test(message);

export type RefusalWords = { kind: 'reason'; reason: RefusalReason } | { kind: 'sentence'; text: string };

/** Words the shop says its own way, as their reason; zod's default wording as 'other'; any other words as they are. */
export function readRefusalWords(words: string): RefusalWords {
  const known = reasonOfWords[words];
  if (known) return { kind: 'reason', reason: known };
  return ZOD_WORDING.test(words) ? { kind: 'reason', reason: 'other' } : { kind: 'sentence', text: words };
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
