import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/control/sessions.js';
import { build, callApi } from '../helper.js';
import { login } from './support.js';

/**
 * Attack: a stolen or forgotten token worked forever; nothing but a reset of the
 * whole world ended a session.
 */
const advance = (app: FastifyInstance, payload: Record<string, number>) =>
  app.inject({ method: 'POST', url: '/__mock/clock/advance', payload });
const infoCode = async (app: FastifyInstance, token: string) => (await callApi(app, 'member.info', {}, { token })).code;
const expire = (app: FastifyInstance, body?: unknown) =>
  app.inject({
    method: 'POST',
    url: '/__mock/sessions/expire',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('session expiry', () => {
  it('ends a session 7 days after login on the world clock', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    await advance(app, { days: 6, hours: 23 });
    expect(await infoCode(app, token)).toBe(200);
    await advance(app, { hours: 1 });
    expect(await infoCode(app, token)).toBe(201);
    expect(await infoCode(app, await login(app, 'demo'))).toBe(200);
  });

  it('takes its lifetime from the app option', async () => {
    const app = await build({ sessionTtlMs: 60 * 60_000 });
    const token = await login(app, 'demo');
    await advance(app, { minutes: 59 });
    expect(await infoCode(app, token)).toBe(200);
    await advance(app, { minutes: 1 });
    expect(await infoCode(app, token)).toBe(201);
  });

  it('POST /__mock/sessions/expire ends one user’s sessions, or every session of the world', async () => {
    const app = await build();
    const demo = await login(app, 'demo');
    const demoAgain = await login(app, 'demo');
    const alice = await login(app, 'alice');
    const one = await expire(app, { email: 'DEMO@tours.test' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ world: 'default', expired: 2 });
    expect([await infoCode(app, demo), await infoCode(app, demoAgain), await infoCode(app, alice)]).toEqual([201, 201, 200]);
    expect((await expire(app)).json()).toMatchObject({ expired: 1 });
    expect(await infoCode(app, alice)).toBe(201);
    expect(await infoCode(app, await login(app, 'alice'))).toBe(200);
  });

  it('refuses an unknown email or a malformed body', async () => {
    const app = await build();
    expect((await expire(app, { email: 'nobody@example.com' })).statusCode).toBe(404);
    expect((await expire(app, { email: 3 })).statusCode).toBe(400);
    expect((await expire(app, { who: 'demo' })).statusCode).toBe(400);
  });
});

describe('--session-ttl', () => {
  it('reads a number with a unit, or bare milliseconds', () => {
    expect(parseDuration('7d')).toBe(7 * 86_400_000);
    expect(parseDuration('12h')).toBe(12 * 3_600_000);
    expect(parseDuration('30m')).toBe(30 * 60_000);
    expect(parseDuration('45s')).toBe(45_000);
    expect(parseDuration('1500ms')).toBe(1500);
    expect(parseDuration('2500')).toBe(2500);
    expect(() => parseDuration('soon')).toThrow(/--session-ttl/);
    expect(() => parseDuration('0h')).toThrow(/--session-ttl/);
  });
});
