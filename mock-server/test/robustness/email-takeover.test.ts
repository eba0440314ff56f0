import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build, callApi } from '../helper.js';
import { expectConsistent, login, stateOf } from './support.js';

/**
 * Attack: member.update took any new email without proof of owning it, so anyone
 * could claim an address (and its password resets, receipts and registration) that is not theirs; the
 * refusal for a taken address also told which addresses have accounts.
 */
const { demo, alice } = DEMO_ACCOUNTS;
const profile = { name: 'Demo', surname: 'Traveller', nickname: 'Dee', mobile: '+1 555 0100', areaId: 45 };

describe('changing the email on member.update', () => {
  it.each(['victim@example.com', alice.email])('refuses %s with a 400 naming email, and changes nothing', async (email) => {
    const app = await build();
    const token = await login(app, 'demo');
    const before = structuredClone(stateOf(app).users.find((u) => u.email === demo.email));
    const body = await callApi(app, 'member.update', { ...profile, email }, { token });
    expect(body).toMatchObject({
      code: 400,
      message: 'email: cannot be changed here; the address is proven by its verification code at registration',
    });
    expect(stateOf(app).users.find((u) => u.id === before?.id)).toEqual(before);
    expectConsistent(app);
  });

  it('accepts the profile form as the web sends it: the same address, in any case', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    expect((await callApi(app, 'member.update', { ...profile, email: demo.email.toUpperCase() }, { token })).code).toBe(200);
    expect((await callApi(app, 'member.update', { ...profile, email: '' }, { token })).code).toBe(200);
    expect((await callApi(app, 'member.info', {}, { token })).data).toMatchObject({ email: demo.email, nickname: 'Dee' });
  });
});
