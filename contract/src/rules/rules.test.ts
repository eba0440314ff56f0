import { describe, expect, it } from 'vitest';
import { availabilityDay } from '../entities/samples.js';
import {
  canSendCode,
  cardIssues,
  checkBookingDate,
  checkParty,
  checkPartySize,
  clampParticipantCount,
  emailOnlySchema,
  firstCardIssue,
  keepPositiveCounts,
  loginPageSchema,
  messages,
  newPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PaymentSubmitValues,
  paymentIssues,
  registerPageSchema,
  signUpDialogSchema,
} from './index.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('email rules', () => {
  it('asks for the address, then for the right format', () => {
    expect(firstMessage(emailOnlySchema.safeParse({ email: '' }))).toBe('Please enter your email address！');
    expect(firstMessage(emailOnlySchema.safeParse({ email: 'ada@' }))).toBe('Please enter the email address in the correct format！');
    expect(emailOnlySchema.safeParse({ email: 'ada@example.com' }).success).toBe(true);
  });

  it('uses the login page’s own words for a missing address', () => {
    const result = loginPageSchema.safeParse({ email: '', password: 'x', agreement: true });
    expect(firstMessage(result)).toBe('please enter your email address');
  });
});

describe('account forms', () => {
  it('asks for the password', () => {
    expect(firstMessage(loginPageSchema.safeParse({ email: 'a@b.co', password: '', agreement: true }))).toBe(
      'Please enter your password！',
    );
  });

  it('shows the agreement message in Chinese', () => {
    const result = loginPageSchema.safeParse({ email: 'a@b.co', password: 'x', agreement: false });
    expect(firstMessage(result)).toBe(messages.agreementRequired);
    expect(messages.agreementRequired).toMatch(/[\u4e00-\u9fff]/);
  });

  it('asks for the full name in the sign-up dialog', () => {
    expect(firstMessage(signUpDialogSchema.safeParse({ email: 'a@b.co', fullName: ' ', password: 'x' }))).toBe(
      'Please enter your fullName!',
    );
  });

  it('asks for first and last name on the register page, and leaves the code alone', () => {
    const base = { email: 'a@b.co', code: '', name: 'Ada', surname: 'Lovelace', password: 'Secret12', areaId: '44', flagEmail: false };
    expect(registerPageSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(registerPageSchema.safeParse({ ...base, name: '' }))).toBe('Please enter your Full name');
    expect(firstMessage(registerPageSchema.safeParse({ ...base, surname: '' }))).toBe('Please enter your Full name');
  });

  it('asks for a region on the register page and in the sign-up dialog, in the spec’s words', () => {
    const page = { email: 'a@b.co', code: '', name: 'Ada', surname: 'Lovelace', password: 'Secret12', areaId: '', flagEmail: false };
    expect(firstMessage(registerPageSchema.safeParse(page))).toBe('Please select a country');
    const dialog = { email: 'a@b.co', fullName: 'Ada Lovelace', password: 'Secret12', areaId: '' };
    expect(firstMessage(signUpDialogSchema.safeParse(dialog))).toBe('Please select a country');
    expect(signUpDialogSchema.safeParse({ ...dialog, areaId: '44' }).success).toBe(true);
  });
});

describe('the password of a new account', () => {
  it('asks for it when empty, in the spec’s words', () => {
    expect(firstMessage(newPasswordRule.safeParse(''))).toBe('Please enter your password！');
  });

  it.each(['a', 'abcdefgh', '12345678', 'abc1234', `a1${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}`])('refuses %j with the rule', (password) => {
    expect(firstMessage(newPasswordRule.safeParse(password))).toBe(messages.passwordTooWeak);
  });

  it.each(['abcdefg1', '1abcdefg', 'Demo1234!', 'correct horse 9 battery', `a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`])(
    'takes %j',
    (password) => {
      expect(newPasswordRule.safeParse(password).success).toBe(true);
    },
  );

  it('states the numbers it checks', () => {
    expect(messages.passwordTooWeak).toContain(`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH}`);
  });

  it('is not asked of a login: an account made before the rule still logs in', () => {
    expect(loginPageSchema.safeParse({ email: 'a@b.co', password: 'a', agreement: true }).success).toBe(true);
  });
});

describe('CHECK on the booking panel', () => {
  it('asks for a date first', () => {
    expect(checkBookingDate('', availabilityDay)).toBe('Please select a date');
  });
  it('says so when the day has no times', () => {
    expect(checkBookingDate('2026-12-01', { ...availabilityDay, times: [] })).toBe('No available appointment slots at the moment');
    expect(checkBookingDate('2026-12-01', undefined)).toBe('No available appointment slots at the moment');
  });
  it('lets a bookable day through', () => {
    expect(checkBookingDate('2026-12-01', availabilityDay)).toBeNull();
  });
  it('refuses a party of infants only, and lets infants with an adult or a child through', () => {
    expect(checkParty({ adultCount: 0, childCount: 0, toddlerCount: 2 })).toBe('Children under 6 must be accompanied by an adult');
    expect(checkParty({ adultCount: 1, childCount: 0, toddlerCount: 2 })).toBeNull();
    expect(checkParty({ adultCount: 0, childCount: 1, toddlerCount: 1 })).toBeNull();
    expect(checkParty({ adultCount: 1, childCount: 0, toddlerCount: 0 })).toBeNull();
  });
  it('refuses a party of nobody, and lets any party of one or more through', () => {
    expect(checkPartySize({ adultCount: 0, childCount: 0, toddlerCount: 0 })).toBe('Choose at least one participant');
    expect(checkPartySize({ adultCount: 0, childCount: 1, toddlerCount: 0 })).toBeNull();
    expect(checkPartySize({ adultCount: 0, childCount: 0, toddlerCount: 1 })).toBeNull();
  });
  it('keeps counts of at least 0 and only the entries above 0', () => {
    expect(clampParticipantCount(-2)).toBe(0);
    expect(
      keepPositiveCounts([
        { id: 1, userNumber: 2 },
        { id: 2, userNumber: 0 },
      ]),
    ).toEqual([{ id: 1, userNumber: 2 }]);
  });
});

describe('payment submit', () => {
  const complete = { payMode: 'card' as const, currencyName: 'USD', fullName: 'Ada', lastName: 'Lovelace', email: 'a@b.co' };

  it('checks in the spec’s exact order', () => {
    const seen: string[] = [];
    let values: PaymentSubmitValues = { payMode: '', currencyName: 'CNY', fullName: '', lastName: '', email: '' };
    const fixes: Partial<PaymentSubmitValues>[] = [
      { payMode: 'quick' },
      { currencyName: 'USD' },
      { fullName: 'Ada' },
      { lastName: 'L' },
      { email: 'a@b.co' },
    ];
    for (const fix of fixes) {
      const message = paymentIssues(values)[0]?.message;
      if (message) seen.push(message);
      values = { ...values, ...fix };
    }
    expect(seen).toEqual([
      'Please choose a payment method',
      'This currency is not supported',
      'Enter your First Name',
      'Enter your Last Name',
      'Enter your email address',
    ]);
    expect(paymentIssues(values)).toEqual([]);
  });

  it('refuses the wallet only with an unsupported currency', () => {
    expect(paymentIssues({ ...complete, payMode: 'quick', currencyName: 'CNY' })).toEqual([
      { field: 'payMode', message: 'This currency is not supported' },
    ]);
    expect(paymentIssues({ ...complete, payMode: 'card', currencyName: 'CNY' })).toEqual([]);
  });

  it('reports every failing check at once, each on its field, in the spec’s order', () => {
    const empty = { payMode: '' as const, fullName: '', lastName: ' ', email: '' };
    expect(paymentIssues(empty)).toEqual([
      { field: 'payMode', message: 'Please choose a payment method' },
      { field: 'fullName', message: 'Enter your First Name' },
      { field: 'lastName', message: 'Enter your Last Name' },
      { field: 'email', message: 'Enter your email address' },
    ]);
    expect(paymentIssues({ ...empty, payMode: 'quick', currencyName: 'CNY' }).map((issue) => issue.message)).toEqual([
      'This currency is not supported',
      'Enter your First Name',
      'Enter your Last Name',
      'Enter your email address',
    ]);
    expect(paymentIssues({ ...complete, lastName: '' })).toEqual([{ field: 'lastName', message: 'Enter your Last Name' }]);
  });
});

describe('card checks', () => {
  it('finds every card field’s first problem at once, in the order the server checks', () => {
    expect(cardIssues({}, '2030-06')).toEqual([
      { field: 'cardNumber', problem: 'required' },
      { field: 'cardExpiry', problem: 'required' },
      { field: 'cardSecurityCode', problem: 'required' },
    ]);
    expect(cardIssues({ cardNumber: '4242 4242 4242 4241', cardExpiry: '2030-05', cardSecurityCode: '12a' }, '2030-06')).toEqual([
      { field: 'cardNumber', problem: 'invalidNumber' },
      { field: 'cardExpiry', problem: 'expired' },
      { field: 'cardSecurityCode', problem: 'securityCodeFormat' },
    ]);
    expect(cardIssues({ cardNumber: '4242 4242 4242 4242', cardExpiry: '2030-06', cardSecurityCode: '123' }, '2030-06')).toEqual([]);
  });

  it('refuses a call with the first of them, as the server does', () => {
    expect(firstCardIssue({ cardNumber: '4242 4242 4242 4242', cardSecurityCode: '1' }, '2030-06')).toEqual({
      field: 'cardExpiry',
      problem: 'required',
    });
    expect(firstCardIssue({ cardNumber: '4242 4242 4242 4242', cardExpiry: '2030-06', cardSecurityCode: '123' }, '2030-06')).toBeNull();
  });
});

describe('send code', () => {
  it('needs a valid email and no running countdown', () => {
    expect(canSendCode('a@b.co', 0)).toBe(true);
    expect(canSendCode('a@b', 0)).toBe(false);
    expect(canSendCode('a@b.co', 12)).toBe(false);
  });
});
