import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';

import { expectApiHeaders, expectEveryAnswerHeaders } from './security-header-checks.js';

const send = (app: FastifyInstance, request: InjectOptions) => app.inject(request);

describe('the headers of /rest/api answers', () => {
  it.each<[string, InjectOptions]>([
    ['a success', callRequest('category.list')],
    ['a refusal', callRequest('verify.login', { username: 'a@b.test' })],
    ['an unknown call', { method: 'POST', url: '/rest/api/no/such/call' }],
    ['a cross-site refusal', { ...callRequest('category.list'), headers: { origin: 'http://evil.example' } }],
  ])('carry nosniff and a policy that runs nothing on %s', async (_label, request) => {
    const app = await build();
    expectApiHeaders(await send(app, request));
  });
});

/** Forwarded answers (--upstream) are checked in test/upstream/forwarded-answers-carry-security-headers.test.ts. */
describe('the headers of other answers', () => {
  it('give the control plane, media and the console nosniff and the Referrer-Policy', async () => {
    const app = await build();
    for (const url of ['/__mock/clock', '/media/cities/paris.svg', '/media/tours/1.svg', '/__mock/']) {
      expectEveryAnswerHeaders(await send(app, { url, headers: { accept: 'text/html' } }));
    }
  });

  it('keep the page CSP on every page', async () => {
    const app = await build();
    const console = await send(app, { url: '/__mock/', headers: { accept: 'text/html' } });
    expect(console.headers['content-type']).toMatch(/^text\/html/);
    expect(console.headers['content-security-policy']).toContain("script-src 'self'");
    const missing = await send(app, { url: '/__mock/no-such-page', headers: { accept: 'text/html' } });
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
