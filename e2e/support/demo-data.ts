/**
 * Seeded facts the journeys rely on. The source of truth is the mock server: demo logins in
 * mock-server/src/seed/demo-accounts.ts, card numbers in mock-server/src/domain/payments.ts (TEST_CARDS).
 */
export const DEMO = { email: 'demo@tours.test', password: 'Demo1234!' } as const;
export const ALICE = { email: 'alice@tours.test', password: 'Alice1234!' } as const;

/**
 * The rows whose text carries hostile HTML (mock-server/src/seed/fixtures.ts, mock-server/README.md, "Test fixtures"), at the
 * default scale of 200 tours: the last tour, its dedicated guide, the last blog post and a stand-alone article.
 */
export const HOSTILE_FIXTURES = { tourId: 200, merchantId: 31, blogId: 40, articleId: 199 } as const;

export const CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  slow: '4000000000000259',
} as const;

/** How long after a message the guide's automatic answer is due, on the world's clock (mock-server/src/domain/calls/message.ts). */
export const AUTO_REPLY_DELAY_MS = 1_500;

/** How long after it paid the slow card settles, on the world's clock (SLOW_CARD_SETTLE_MS in payments.ts). */
export const SLOW_CARD_SETTLE_MS = 10_000;

/** What the mock answers for the decline card (mock-server/src/domain/payments.ts). */
export const DECLINE_REASON = 'Your card was declined; please use another card';

/** Messages of spec §5 and §8, spelled as the spec spells them. */
export const SPEC_MESSAGES = {
  emailRequired: 'Please enter your email address！',
  emailFormat: 'Please enter the email address in the correct format！',
  loginEmailRequired: 'please enter your email address',
  passwordRequired: 'Please enter your password！',
  fullNameRequired: 'Please enter your Full name',
  countryRequired: 'Please select a country',
  choosePayment: 'Please choose a payment method',
  currencyNotSupported: 'This currency is not supported',
  firstName: 'Enter your First Name',
  lastName: 'Enter your Last Name',
  email: 'Enter your email address',
  selectDate: 'Please select a date',
  noSlots: 'No available appointment slots at the moment',
  creditInfoWrong: '信用资料有错，请检查',
  profileUpdated: '修改成功',
  agreementRequired: '请阅读并同意协议',
} as const;

/** The shop's rule for a new account's password (contract/src/rules/password.ts): the spec has none. */
export const PASSWORD_RULE = {
  description: '8 to 128 characters, with at least one letter and one digit.',
  refusal: 'Use 8 to 128 characters, with at least one letter and one digit',
} as const;

/**
 * What an English page shows for the messages the spec writes in Chinese (each message in the
 * chosen language; contract/src/rules/message-localizer.ts). A Chinese page shows SPEC_MESSAGES' Chinese.
 */
export const SPEC_CHINESE_MESSAGES_IN_ENGLISH = {
  agreementRequired: 'Please read and agree to the agreement',
  creditInfoWrong: 'Your card details are wrong, please check them',
  profileUpdated: 'Changes saved',
} as const;
