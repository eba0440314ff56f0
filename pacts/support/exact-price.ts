/**
 * A price pinned to its amount: a provider state fixed it, and a screen shows it as it comes, so an answer in cents
 * (1700 for 17) or in another currency puts a wrong amount before a traveller while every type still matches. A regex
 * over the JSON value's text, since Pact 3 compares a plain value inside `eachLike` by its type only; it reads the
 * number 17, 17.0 and the text "17.00" alike, the forms the screens show as the same amount. Written out because
 * `MatchersV3.regex` only takes string examples.
 */
export const exactPrice = (amount: number) => {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`exactPrice: ${amount} is not a whole amount`);
  return { 'pact:matcher:type': 'regex', regex: `^${amount}(\\.0+)?$`, value: amount };
};
