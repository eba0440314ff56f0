import { type MessageKey, messages } from '@tours/contract/rules';
import { type RefusalReason, readFieldRefusal, readRefusalWords } from './field-refusal';
import { localizeForPerson } from './localize-message';

/** A translation function narrowed to what the shop's messages need (react-i18next's `t` and `i18n.t` fit). */
export type Translate = (key: string, options?: { [name: string]: string | number }) => string;

/** Each request field a shopper fills in, by the label of the form where they typed it. */
const fieldLabelKeys: Record<string, string> = {
  email: 'auth:fields.email',
  username: 'auth:fields.email',
  account: 'auth:fields.email',
  password: 'auth:fields.password',
  code: 'auth:fields.code',
  verificationCode: 'auth:fields.code',
  name: 'auth:fields.firstName',
  fullName: 'auth:fields.firstName',
  surname: 'auth:fields.lastName',
  lastName: 'auth:fields.lastName',
  areaId: 'auth:fields.region',
  nickname: 'account:profile.nickname',
  mobile: 'account:profile.mobile',
  keyword: 'layout:search.keyword',
  priceMin: 'tours:list.priceMin',
  priceMax: 'tours:list.priceMax',
  date: 'tours:booking.date',
  reservationDate: 'tours:booking.date',
  reservationTime: 'tours:booking.times',
  adultCount: 'tours:booking.adult',
  childCount: 'tours:booking.child',
  toddlerCount: 'tours:booking.infant',
  identity: 'merchant:identity',
  merchantName: 'merchant:merchantName',
  identityCode: 'merchant:identityCode',
  region: 'merchant:region',
  contactPerson: 'merchant:contactPerson',
  IDNumber: 'merchant:idNumber',
  contactNumber: 'merchant:contactNumber',
  serviceContent: 'merchant:serviceContent',
  picUrl: 'merchant:licence',
  payMode: 'checkout:payment.method',
  cardNumber: 'checkout:card.number',
  number: 'checkout:card.number',
  cardType: 'checkout:card.type',
  cardName: 'checkout:card.name',
  cardExpiry: 'checkout:card.expiry',
  cardSecurityCode: 'checkout:card.securityCode',
  countryCode: 'checkout:card.country',
  cardAddress: 'checkout:card.province',
  cardArea1: 'checkout:card.line1',
  cardArea2: 'checkout:card.line2',
  postalCode: 'checkout:card.postalCode',
};

const isLabelledField = (field: string) => field in fieldLabelKeys;

/** Where spec §5 words a refusal itself, its exact message (in the visitor's language) instead of ours. */
const specMessageKeys: Partial<Record<RefusalReason, Record<string, MessageKey>>> = {
  required: {
    email: 'emailRequired',
    username: 'emailRequired',
    account: 'emailRequired',
    password: 'passwordRequired',
    code: 'verificationCodeRequired',
    verificationCode: 'verificationCodeRequired',
    fullName: 'firstNameRequired',
    lastName: 'lastNameRequired',
    name: 'registerNameRequired',
    surname: 'registerNameRequired',
    areaId: 'countryRequired',
    identity: 'identityRequired',
    payMode: 'paymentMethodRequired',
  },
  email: { email: 'emailFormat', username: 'emailFormat', account: 'emailFormat' },
};

/**
 * What a shopper reads for a message that may name a request field ("priceMin: must be a number", "password: 必填"):
 * the spec's own message where §5 has one, else a sentence in the visitor's language naming the field by its label
 * ("Minimum price must be a number."), or a sentence of the server's after that label ("Card number: Your card was
 * declined..."); a field the shop has no label for becomes a general sentence. Never the API's field name or schema
 * wording. Any other text (a server's sentence, a spec message) is returned unchanged, so applying it twice is safe.
 */
export function shopperMessage(text: string, t: Translate): string {
  const parts = text.split(NEXT_FIELD);
  if (parts.length > 1) return [...new Set(parts.map((part) => oneFieldMessage(part, t)))].join(' ');
  return oneFieldMessage(text, t);
}

/** Where a refusal naming several fields ("adultCount: must be an integer; reservationDate: ...") goes on to the next. */
const NEXT_FIELD = /; (?=[A-Za-z_][\w.[\]-]*: )/;

/** A server's own sentence (capitalised, or Chinese with no schema notation), not a fragment that needs its field. */
const standsAlone = (text: string) => /^[A-Z]/.test(text) || (/[\u3400-\u9fff]/.test(text) && !/[A-Za-z]/.test(text));

function oneFieldMessage(text: string, t: Translate): string {
  const refusal = readFieldRefusal(text, isLabelledField);
  if (!refusal) return text;
  const labelKey = fieldLabelKeys[refusal.field];
  const label = labelKey ? t(labelKey) : undefined;
  const words = readRefusalWords(refusal.words);
  if (words.kind === 'sentence') {
    const sentence = localizeForPerson(words.text);
    if (label) return t('field-messages:labelled', { field: label, text: sentence });
    // Without a label only a sentence that stands alone is shown: "must be a list of ids" says nothing of what.
    return standsAlone(sentence) ? sentence : t('field-messages:unknownField');
  }
  const specKey = specMessageKeys[words.reason]?.[refusal.field];
  if (specKey) return localizeForPerson(messages[specKey]);
  return label ? t(`field-messages:reason.${words.reason}`, { field: label }) : t('field-messages:unknownField');
}
