/**
 * Texts pinned to what a screen needs of them, where a provider state fixes the world (the seeded catalogue, a known
 * order): each a regex over a JSON string, written without look-around so that Java's, Go's and Rust's engines read it
 * alike. A backend that keeps every type but writes the wrong text (Chinese in an English field, escaped HTML, a
 * currency code for a symbol, a time in another zone) fails these, where a type matcher would let it through.
 */

/** Chinese and Japanese script, CJK punctuation and full-width forms: what an English screen must not show. */
const CJK = '\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef';
const CJK_CHARACTER = `[${CJK}]`;
/** An HTML tag's opening: what makes a text markup rather than prose. */
const TAG = '<[A-Za-z]';

/**
 * One piece of a text with no escaped tag (`&lt;`), none of `excluded` in it: a character other than `&`, or a run of
 * `&` followed by anything that does not spell `lt;`. `TAIL` lets the text end in `&`, `&l` or `&lt`.
 */
const unescaped = (excluded: string) => `(?:[^&${excluded}]|&+(?:[^l&${excluded}]|l[^t&${excluded}]|lt[^;&${excluded}]))`;
const TAIL = '(?:&+(?:lt?)?)?';

const pinned = (regex: string, value: string) => {
  if (!new RegExp(regex).test(value)) throw new Error(`pinned text: the example ${JSON.stringify(value)} does not match ${regex}`);
  return { 'pact:matcher:type': 'regex', regex, value };
};

/** English prose: at least one Latin letter, and no CJK character (a missing translation falls back to Chinese). */
export const englishText = (value: string) => pinned(`^[^${CJK}]*[A-Za-z][^${CJK}]*$`, value);

/** Chinese prose: at least one CJK character. */
export const chineseText = (value: string) => pinned(`^[\\s\\S]*${CJK_CHARACTER}[\\s\\S]*$`, value);

/** English HTML: a tag, no escaped tag (`&lt;`, shown as a literal tag after sanitising) and no CJK character. */
export const englishHtml = (value: string) => {
  const piece = unescaped(CJK);
  return pinned(`^${piece}*&*${TAG}${piece}*${TAIL}$`, value);
};

/** Chinese HTML: a tag and a CJK character, in either order, and no escaped tag. */
export const chineseHtml = (value: string) => {
  const piece = unescaped('');
  const both = `(?:&*${TAG}${piece}*&*${CJK_CHARACTER}|&*${CJK_CHARACTER}${piece}*&*${TAG})`;
  return pinned(`^${piece}*${both}${piece}*${TAIL}$`, value);
};

/** HTML in any language: a tag and no escaped tag. */
export const html = (value: string) => {
  const piece = unescaped('');
  return pinned(`^${piece}*&*${TAG}${piece}*${TAIL}$`, value);
};

/**
 * A currency symbol as the shop puts it before an amount (`$`, `€`, `HK$`): one to eight characters without a space, and
 * not three capital letters, which is an ISO code (`USD15`).
 */
export const currencySymbol = (value: string) => pinned('^(?:\\S{1,2}|\\S{4,8}|[^A-Z\\s]\\S\\S|\\S[^A-Z\\s]\\S|\\S\\S[^A-Z\\s])$', value);

/** A time the provider state fixes, as `yyyy-MM-dd HH:mm:ss` in UTC, the zone the shop reads it in. */
export const utcTime = (instant: string) => {
  const text = new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
  return pinned(`^${text}$`, text);
};
