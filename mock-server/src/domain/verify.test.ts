import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { latestCode } from './codes.js';
import { resolveToken } from './sessions.js';

const email = 'new.person@example.com';
const registration = (code: string) => ({ name: 'New', surname: 'Person', username: email, password: 'Secret123!', areaId: '45', code });

describe('verification codes and accounts', () => {
  it('emails a 6-digit code, refuses a resend within 60 s, allows it after', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: email });
    const code = latestCode(world.state, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(world.state.outbox.at(-1)).toMatchObject({ to: email, code, text: expect.stringContaining(code ?? 'x') });
    world.advance(59_000);
    expect(await world.refusal('verify.sendCode', { account: email })).toMatchObject({
      code: 409,
      message: expect.stringMatching(/try again in 1 second\b/),
    });
    world.advance(1_000);
    await world.call('verify.sendCode', { account: email });
    expect(world.state.outbox.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('registers with the right code, once, and the token identifies the new user', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: email });
    const code = latestCode(world.state, email) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await world.refusal('verify.register', registration(wrong))).toMatchObject({ code: 400, field: 'code' });
    const { token } = await world.call('verify.register', registration(code));
    expect(resolveToken(world.state, token, world.now)).toBe(3);
    expect(resolveToken(world.state, `Bearer ${token}`, world.now)).toBe(3);
    expect(await world.call('member.info', {}, token)).toMatchObject({
      email,
      name: 'New',
      fullName: 'New Person',
      areaId: 45,
      languageId: 1,
      currencyId: 1,
    });
    world.advance(61_000);
    await world.call('verify.sendCode', { account: email });
    expect(await world.refusal('verify.register', registration(latestCode(world.state, email) ?? ''))).toMatchObject({
      code: 409,
      field: 'username',
    });
    expect(await world.login(email, 'Secret123!')).toMatch(/^[0-9a-f]{48}$/);
    expect(world.state.users.find((u) => u.email === email)?.passwordHash).not.toContain('Secret');
  });

  it('refuses a code after 10 minutes', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: email });
    const code = latestCode(world.state, email) ?? '';
    world.advance(10 * 60_000);
    expect(await world.refusal('verify.register', registration(code))).toMatchObject({
      code: 400,
      field: 'code',
      message: expect.stringMatching(/expired/),
    });
  });

  it('logs the demo accounts in and refuses a wrong password or unknown email with one message', async () => {
    const world = new TestWorld();
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(await world.login(account.email, account.password)).not.toBe('');
    expect(await world.refusal('verify.login', { username: DEMO_ACCOUNTS.demo.email, password: 'nope' })).toMatchObject({
      code: 400,
      message: 'Incorrect email or password',
    });
    expect(await world.refusal('verify.login', { username: 'who@example.com', password: 'nope' })).toMatchObject({
      code: 400,
      message: 'Incorrect email or password',
    });
    expect(resolveToken(world.state, 'not-a-token', world.now)).toBeNull();
    expect(resolveToken(world.state, '', world.now)).toBeNull();
    expect(resolveToken(world.state, null, world.now)).toBeNull();
  });

  it('takes merchant applications only with their own code and confirms by email', async () => {
    const world = new TestWorld();
    const applicant = 'guide@example.com';
    await world.call('member.merchant.verification_code', { email: applicant });
    expect(await world.refusal('member.merchant.verification_code', { email: applicant })).toMatchObject({ code: 409 });
    const code = latestCode(world.state, applicant) ?? '';
    const form = {
      identity: '2' as const,
      merchantName: 'Lee Tours',
      contactPerson: 'Lee',
      email: applicant,
      picUrl: '/uploads/a.pdf,/uploads/b.png',
      areaId: 'CN',
    };
    // Spec §3: the region is a country code; an unknown one is refused before the code is spent.
    expect(await world.refusal('member.merchant.application', { ...form, areaId: 'ZZ', verificationCode: code })).toMatchObject({
      code: 400,
      field: 'areaId',
    });
    expect(
      await world.refusal('member.merchant.application', { ...form, verificationCode: code === '123456' ? '654321' : '123456' }),
    ).toMatchObject({ code: 400, field: 'verificationCode' });
    await world.call('member.merchant.application', { ...form, verificationCode: code });
    expect(world.state.applications).toHaveLength(1);
    expect(world.state.applications[0]).toMatchObject({ identity: 2, picUrl: ['/uploads/a.pdf', '/uploads/b.png'], areaId: 'CN' });
    expect(world.state.outbox.at(-1)).toMatchObject({ to: applicant, subject: expect.stringMatching(/application/) });
  });
});
