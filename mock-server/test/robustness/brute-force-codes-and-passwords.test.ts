import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { latestCode } from '../../src/domain/index.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build, callApi } from '../helper.js';
import { stateOf } from './support.js';

/**
 * Attack: guessing. A 6-digit code could be tried a million times within its ten
 * minutes, and a password as often as a script can send logins.
 */
const { demo } = DEMO_ACCOUNTS;
const applicant = 'guesser@example.com';
const TOO_MANY_CODES = 'Too many wrong codes; please request a new one';
const LOCKED = /^Too many failed logins for this email; try again in 15 minutes$/;

const register = (app: FastifyInstance, code: string) =>
  callApi(app, 'verify.register', { name: 'G', surname: 'Uesser', username: applicant, password: 'Secret123!', areaId: 45, code });
const logIn = (app: FastifyInstance, username: string, password: string) => callApi(app, 'verify.login', { username, password });
const advance = (app: FastifyInstance, payload: Record<string, number>) =>
  app.inject({ method: 'POST', url: '/__mock/clock/advance', payload });

describe('guessing a verification code', () => {
  it('spends the code after 5 wrong attempts, so even the right one is refused, until a new code is sent', async () => {
    const app = await build();
    await callApi(app, 'verify.sendCode', { account: applicant });
    const code = latestCode(stateOf(app), applicant) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await register(app, wrong)).toMatchObject({ code: 400, message: 'The verification code is incorrect' });
    }
    expect(await register(app, wrong)).toMatchObject({ code: 400, message: TOO_MANY_CODES });
    expect(await register(app, code)).toMatchObject({ code: 400, message: TOO_MANY_CODES });

    await advance(app, { ms: 60_000 });
    await callApi(app, 'verify.sendCode', { account: applicant });
    expect((await register(app, latestCode(stateOf(app), applicant) ?? '')).code).toBe(200);
  });
});

describe('guessing a password', () => {
  it('refuses every login for 15 minutes after 5 failures, the right password too, and says how long', async () => {
    const app = await build();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await logIn(app, demo.email, `wrong-${attempt}`)).toMatchObject({ code: 400, message: 'Incorrect email or password' });
    }
    expect(await logIn(app, demo.email, 'wrong-5')).toMatchObject({ code: 409, message: expect.stringMatching(LOCKED) });
    expect(await logIn(app, demo.email.toUpperCase(), demo.password)).toMatchObject({ code: 409, message: expect.stringMatching(LOCKED) });
    await advance(app, { minutes: 14 });
    expect((await logIn(app, demo.email, demo.password)).message).toMatch(/^Too many failed logins for this email; try again in 1 minute$/);
    await advance(app, { minutes: 1 });
    expect((await logIn(app, demo.email, demo.password)).code).toBe(200);
  });

  it('answers an unknown email exactly as a known one, so the lock does not tell which accounts exist', async () => {
    const app = await build();
    const answers = async (email: string) => {
      const messages: string[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1)
        messages.push(`${(await logIn(app, email, 'wrong')).code} ${(await logIn(app, email, 'x')).message}`);
      return messages;
    };
    expect(await answers('nobody@example.com')).toEqual(await answers(demo.email));
  });

  it('clears the count on a successful login, and a reset of the world clears a lock', async () => {
    const app = await build();
    for (let attempt = 1; attempt <= 4; attempt += 1) await logIn(app, demo.email, 'wrong');
    expect((await logIn(app, demo.email, demo.password)).code).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await logIn(app, demo.email, 'wrong');
    expect((await logIn(app, demo.email, demo.password)).code).toBe(200);

    for (let attempt = 1; attempt <= 5; attempt += 1) await logIn(app, demo.email, 'wrong');
    expect((await logIn(app, demo.email, demo.password)).code).toBe(409);
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' } });
    expect((await logIn(app, demo.email, demo.password)).code).toBe(200);
  });

  it('counts failures within 15 minutes only: spread-out mistakes never lock', async () => {
    const app = await build();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await logIn(app, demo.email, 'wrong')).code).toBe(400);
      await advance(app, { minutes: 4 });
    }
    expect((await logIn(app, demo.email, demo.password)).code).toBe(200);
  });
});
