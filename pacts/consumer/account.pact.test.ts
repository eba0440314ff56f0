import { BankType, codes, PAGE_SIZE } from '@tours/contract';
import * as sample from '@tours/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pactArea } from '../support/area';
import { pinCall } from '../support/interaction';
import { DEMO_CUSTOMER, EXAMPLE_TOKEN } from '../support/names';
import { dataShape } from '../support/shapes';
import { newCustomer, states } from '../support/states';

const pact = pactArea('account', [
  'verify.register',
  'verify.login',
  'verify.sendCode',
  'member.info',
  'member.update',
  'member.favorite.create',
  'member.favorite.cancel',
  'member.favorite.list',
  'member.bankcard.check',
  'member.bankcard.add',
  'member.bankcard.delete',
  'member.bankcard.page',
]);

const token = EXAMPLE_TOKEN;

afterEach(() => vi.unstubAllGlobals());
const card = { bankType: BankType.CreditCard, number: '4242 4242 4242 4242', cardName: 'Demo Traveller' };
const tokenData = { token: 'a3f1c9e2d4b6a8f0a3f1c9e2d4b6a8f0' };

describe('sign-up and log-in', () => {
  it('sends a verification code', async () => {
    const body = await pinCall(pact, {
      call: 'verify.sendCode',
      scenario: 'a code for a new email',
      states: [states.freshEmail],
      payload: { account: newCustomer.email },
      message: true,
    });
    expect(body.code).toBe(codes.success);
  });

  const registration = {
    name: 'New',
    surname: 'Traveller',
    username: newCustomer.email,
    password: 'Secret123!',
    areaId: 235,
    code: newCustomer.code,
  };

  // The register page sends the email opt-in (spec §2 flagEmail), ticked or not; the visitor's sign-up at checkout does not.
  it.each([
    ['the register page: a new customer with a valid code and the email opt-in', { ...registration, flagEmail: true }],
    ['the register page: a new customer with a valid code, the email opt-in left unticked', { ...registration, flagEmail: false }],
    ['a new customer with a valid code', registration],
  ] as const)('registers: %s', async (scenario, payload) => {
    const body = await pinCall(pact, {
      call: 'verify.register',
      scenario,
      states: [states.registerCode],
      payload,
      data: dataShape('verify.register', tokenData),
    });
    expect(body.code).toBe(codes.success);
  });

  // The refusals the sign-up and log-in screens show as they come (spec §8): each its own interaction, so a backend that
  // answers one with code 200 (or 201, which logs the visitor out) fails the pact rather than a screen.
  it('refuses a second code within the minute, with the message the send-code button shows', async () => {
    const body = await pinCall(pact, {
      call: 'verify.sendCode',
      scenario: 'a second code within the minute',
      states: [states.registerCode],
      payload: { account: newCustomer.email },
      refusal: 'refused',
      refusedWith: 'A code was sent less than a minute ago; try again in 60 seconds',
    });
    expect(body.code).not.toBe(codes.success);
    expect(body.message).toBeTruthy();
  });

  it('refuses to register an email that already has an account', async () => {
    const body = await pinCall(pact, {
      call: 'verify.register',
      scenario: 'an email already registered',
      states: [states.registeredCustomer],
      payload: { ...registration, username: DEMO_CUSTOMER.email },
      refusal: 'refused',
      refusedWith: 'This email is already registered; please log in',
    });
    expect(body.code).not.toBe(codes.success);
    expect(body.message).toBeTruthy();
  });

  it('refuses a wrong password, with the message the login form shows', async () => {
    const body = await pinCall(pact, {
      call: 'verify.login',
      scenario: 'a wrong password',
      states: [states.registeredCustomer],
      payload: { username: DEMO_CUSTOMER.email, password: 'NotThePassword1' },
      refusal: 'refused',
      refusedWith: 'Incorrect email or password',
    });
    expect(body.code).not.toBe(codes.success);
    expect(body.message).toBeTruthy();
  });

  it('logs in', async () => {
    const body = await pinCall(pact, {
      call: 'verify.login',
      scenario: 'the right email and password',
      states: [states.registeredCustomer],
      payload: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      data: dataShape('verify.login', tokenData),
    });
    expect(body.code).toBe(codes.success);
  });
});

describe('profile and settings', () => {
  it('loads the member settings', async () => {
    const body = await pinCall(pact, {
      call: 'member.info',
      scenario: 'the caller’s profile',
      states: [states.loggedIn],
      payload: {},
      token,
      data: dataShape('member.info', sample.member),
    });
    expect(body.code).toBe(codes.success);
  });

  it('answers 201 to a token that is no session, and the client drops it', async () => {
    // jsdom cannot navigate; the client's full reload to /login is only observed.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const body = await pinCall(pact, {
      call: 'member.info',
      scenario: 'an unknown token',
      states: [states.unknownToken],
      payload: {},
      token: states.unknownToken.parameters.token,
      refusal: 'sessionInvalid',
    });
    expect(body.code).toBe(codes.sessionInvalid);
    expect(window.localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  // Spec §7: "nickname, logo, mobile, email, name, surname, areaId; or logo alone; or language; or currency".
  it.each([
    [
      'a profile change (Basic information)',
      { nickname: 'Demo', mobile: '+1 555 0101', email: DEMO_CUSTOMER.email, name: 'Demo', surname: 'Traveller', areaId: 235 },
    ],
    // A customer without a country (no areaId, or one a backend left out) saves the form with the field empty.
    [
      'a profile change of a customer without a country (areaId empty)',
      { nickname: 'Demo', mobile: '+1 555 0101', email: DEMO_CUSTOMER.email, name: 'Demo', surname: 'Traveller', areaId: '' },
    ],
    ['a new avatar (logo alone)', { logo: '/media/uploads/avatar.png' }],
    ['a language change', { language: 'zh' }],
    ['a currency change (the currency id)', { currency: 2 }],
  ] as const)('saves %s', async (scenario, payload) => {
    const body = await pinCall(pact, { call: 'member.update', scenario, states: [states.loggedIn], payload, token, message: true });
    expect(body.code).toBe(codes.success);
  });
});

describe('favourites', () => {
  it('adds a tour', async () => {
    const body = await pinCall(pact, {
      call: 'member.favorite.create',
      scenario: 'a tour not yet collected',
      states: [states.favourites],
      payload: { spuId: states.favourites.parameters.otherSpuId },
      token,
    });
    expect(body.code).toBe(codes.success);
  });

  it('removes a tour', async () => {
    const body = await pinCall(pact, {
      call: 'member.favorite.cancel',
      scenario: 'a collected tour',
      states: [states.favourites],
      payload: { spuId: states.favourites.parameters.favouriteSpuId },
      token,
    });
    expect(body.code).toBe(codes.success);
  });

  it('lists them', async () => {
    const body = await pinCall(pact, {
      call: 'member.favorite.list',
      scenario: 'the first page',
      states: [states.favourites],
      payload: { pageNo: 1, pageSize: PAGE_SIZE },
      token,
      data: dataShape('member.favorite.list', { list: [sample.collectedItem], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });
});

describe('saved cards', () => {
  it('checks a number', async () => {
    const body = await pinCall(pact, {
      call: 'member.bankcard.check',
      scenario: 'a valid card number',
      states: [states.loggedIn],
      payload: card,
      token,
      // No data pinned: the answer's shape is the mock's own (docs/backend-questions.md); code 200 is a pass.
    });
    expect(body.code).toBe(codes.success);
  });

  it('saves a card', async () => {
    const body = await pinCall(pact, {
      call: 'member.bankcard.add',
      scenario: 'a valid card',
      states: [states.loggedIn],
      payload: card,
      token,
      data: dataShape('member.bankcard.add', sample.savedCard),
    });
    expect(body.code).toBe(codes.success);
  });

  it('lists the cards', async () => {
    const body = await pinCall(pact, {
      call: 'member.bankcard.page',
      scenario: 'the first page',
      states: [states.savedCard],
      payload: { pageNo: 1 },
      token,
      data: dataShape('member.bankcard.page', { list: [sample.savedCard], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('deletes a card', async () => {
    const body = await pinCall(pact, {
      call: 'member.bankcard.delete',
      scenario: 'one of the caller’s cards',
      states: [states.savedCard],
      payload: { id: states.savedCard.parameters.cardId },
      token,
    });
    expect(body.code).toBe(codes.success);
  });
});
