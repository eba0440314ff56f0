import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build, callRequest } from '../helper.js';
import { login, multipart, PNG, stateOf } from './support.js';

const WEBSITE = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
const LINK_FROM_WEBSITE = { 'sec-fetch-site': 'cross-site' };
const { email } = DEMO_ACCOUNTS.demo;

const withHeaders = (request: InjectOptions, headers: Record<string, string>): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string>), ...headers },
});

const wrongLogin = (headers: Record<string, string>) =>
  withHeaders(callRequest('verify.login', { username: email, password: 'not-the-password' }), headers);

async function refusedAs(app: FastifyInstance, request: InjectOptions, header: string) {
  const response = await app.inject(request);
  expect(response.statusCode).toBe(403);
  const body = response.json();
  expect(body).toEqual({ code: 403, message: expect.stringContaining(`${header}:`) });
}

describe('/rest/api from a page of another site', () => {
  it('refuses a login from a website (foreign Origin), so wrong passwords cannot lock a customer out', async () => {
    const app = await build();
    for (let i = 0; i < 7; i += 1) await refusedAs(app, wrongLogin(WEBSITE), 'Origin');
    for (let i = 0; i < 7; i += 1) await refusedAs(app, wrongLogin(LINK_FROM_WEBSITE), 'Sec-Fetch-Site');
    expect(stateOf(app).loginFailures).toEqual([]);
    await login(app, 'demo');
  });

  it.each(['null', 'http://127.0.0.1.evil.example', 'not a url'])('refuses the Origin %s', async (origin) => {
    const app = await build();
    await refusedAs(app, withHeaders(callRequest('category.list'), { origin }), 'Origin');
  });

  it('refuses an upload and a verification email from a website', async () => {
    const app = await build();
    const outbox = stateOf(app).outbox.length;
    await refusedAs(
      app,
      withHeaders(multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }]), WEBSITE),
      'Origin',
    );
    await refusedAs(app, withHeaders(callRequest('verify.sendCode', { email: 'x@example.test' }), WEBSITE), 'Origin');
    expect(stateOf(app).outbox.length).toBe(outbox);
  });
});

describe('/rest/api from the callers it is for', () => {
  const answered = async (app: FastifyInstance, headers: Record<string, string>) => {
    const response = await app.inject(withHeaders(callRequest('category.list'), headers));
    expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    expect(response.json().code).toBe(200);
  };

  it('answers scripts, curl and Pact (no Origin), the shop itself and the Vite dev server on a loopback name', async () => {
    const app = await build();
    await answered(app, {});
    await answered(app, { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' });
    // `npm run dev`: Vite proxies with changeOrigin, so Host is the mock's and Origin the dev server's.
    await answered(app, { host: '127.0.0.1:8080', origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' });
    await answered(app, { host: 'localhost:8080', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' });
  });

  it('answers a page of a name given with --allow-host', async () => {
    const app = await build({ host: '0.0.0.0', allowHosts: ['devbox.lan'] });
    await answered(app, { host: 'devbox.lan:8080', origin: 'http://devbox.lan:8080' });
  });
});
