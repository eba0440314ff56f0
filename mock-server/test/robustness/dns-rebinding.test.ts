import { describe, expect, it } from 'vitest';
import { exposureWarning } from '../../src/http/host-guard.js';
import { build, callRequest } from '../helper.js';

/**
 * A page on evil.test whose DNS answer flips to 127.0.0.1 is same-origin with the mock as far as the
 * browser knows, so it could read every answer; only the Host header it sends (evil.test) gives it away.
 */
describe('a request under a Host name that is not this server', () => {
  it.each([
    ['the state with sessions and password hashes', { url: '/__mock/state' }],
    ['the outbox', { url: '/__mock/outbox' }],
    ['the console', { url: '/__mock/' }],
    ['the shop', { url: '/' }],
    ['the API docs', { url: '/docs/openapi.json' }],
    ['the wallet page', { url: '/mock-paypal/checkout?token=x' }],
  ])('is refused with 421 for %s, naming --allow-host', async (_what, request) => {
    const app = await build();
    const response = await app.inject({ ...request, headers: { host: 'evil.test:8080' } });
    expect(response.statusCode).toBe(421);
    expect(response.json().message).toContain('--allow-host');
    expect(response.body).not.toContain('passwordHash');
  });

  it('is refused with 421 for an API call, before the call runs', async () => {
    const app = await build();
    const request = callRequest('verify.login', { username: 'demo@tours.test', password: 'Demo1234!' });
    const response = await app.inject({ ...request, headers: { ...request.headers, host: 'rebind.evil.test' } });
    expect(response.statusCode).toBe(421);
    expect(response.body).not.toContain('token');
    expect((await app.inject({ url: '/__mock/journal' })).json().entries).toEqual([]);
  });

  it.each(['127.0.0.1.evil.test', 'localhost.evil.test', '127.0.0.1:8080@evil.test', '0x7f000001'])(
    'refuses the look-alike Host %j',
    async (host) => {
      const app = await build();
      expect((await app.inject({ url: '/__mock/worlds', headers: { host } })).statusCode).toBe(421);
    },
  );

  it.each(['localhost:8080', 'LOCALHOST', 'shop.localhost:5173', '127.0.0.1:8080', '127.1.2.3', '[::1]:8080', 'localhost.'])(
    'answers the loopback Host %s',
    async (host) => {
      const app = await build();
      expect((await app.inject({ url: '/__mock/worlds', headers: { host } })).statusCode).toBe(200);
    },
  );

  it('answers names given with --allow-host and the bound address, and nothing else', async () => {
    const app = await build({ allowHosts: ['devbox.lan', '[fd00::5]'], host: '192.168.1.5' });
    for (const host of ['devbox.lan:8080', 'DevBox.lan', '[fd00::5]:8080', '192.168.1.5:8080']) {
      expect((await app.inject({ url: '/__mock/worlds', headers: { host } })).statusCode, host).toBe(200);
    }
    const allowedOrigin = await app.inject({
      method: 'POST',
      url: '/__mock/worlds',
      headers: { host: 'devbox.lan:8080', origin: 'http://devbox.lan:8080' },
      payload: { name: 'lan' },
    });
    expect(allowedOrigin.statusCode).toBe(201);
    expect((await app.inject({ url: '/__mock/worlds', headers: { host: 'other.lan' } })).statusCode).toBe(421);
  });

  it('refuses to start with an --allow-host that is not a host name', async () => {
    await expect(build({ allowHosts: ['http://devbox.lan/'] })).rejects.toThrow(/--allow-host/);
  });
});

describe('binding beyond loopback', () => {
  it('warns that anyone on the network can read and change every world', () => {
    const warning = exposureWarning('0.0.0.0') ?? '';
    for (const risk of ['anyone', 'every world', 'password hashes', '--allow-host']) expect(warning.toLowerCase()).toContain(risk);
    expect(exposureWarning('127.0.0.1')).toBeNull();
    expect(exposureWarning('::1')).toBeNull();
    expect(exposureWarning('localhost')).toBeNull();
  });
});
