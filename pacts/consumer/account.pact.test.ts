import { BankType, codes, PAGE_SIZE } from '@tours/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sample from '../../contract/src/entities/samples';
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

  it('registers with the emailed code', async () => {
    const body = await pinCall(pact, {
      call: 'verify.register',
      scenario: 'a new customer with a valid code',
      states: [states.registerCode],
      payload: {
        name: 'New',
        surname: 'Traveller',
        username: newCustomer.email,
        password: 'Secret123!',
        areaId: 235,
        code: newCustomer.code,
      },
      data: dataShape('verify.register', tokenData),
    });
    expect(body.code).toBe(codes.success);
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

  it('saves the language', async () => {
    const body = await pinCall(pact, {
      call: 'member.update',
      scenario: 'a language change',
      states: [states.loggedIn],
      payload: { language: 'zh', languageId: 2 },
      token,
      message: true,
    });
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
      data: dataShape('member.bankcard.check', { valid: true, cardType: 'Visa' }),
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
      payload: { pageNo: 1, pageSize: PAGE_SIZE },
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
