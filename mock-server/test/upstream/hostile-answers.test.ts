import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriftEntry } from '../../src/upstream/drift-report.js';
import { build, callApi, callRequest } from '../helper.js';
import { ScriptedBackend } from './scripted-backend.js';

let backend: ScriptedBackend;
beforeAll(async () => {
  backend = await ScriptedBackend.start();
});
afterAll(() => backend.stop());

const CATEGORIES = JSON.stringify({
  code: 200,
  message: 'ok',
  data: [{ id: 77, name: '徒步', nameEn: 'Hiking (real backend)', picUrl: 'https://cdn.example.test/hiking.png' }],
});
const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/__mock/state")</script></svg>';

describe('--upstream: a JSON answer', () => {
  it('reaches the shop as application/json; charset=utf-8, whatever JSON type the backend named', async () => {
    backend.answer = { status: 200, contentType: 'application/vnd.api+json', body: CATEGORIES };
    const app = await build({ upstream: { url: backend.origin } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(CATEGORIES);
  });
});

describe('--upstream: an answer that is not JSON', () => {
  it.each([
    ['an SVG with a script', 'image/svg+xml', SCRIPT_SVG, 'answered HTTP 200 image/svg+xml, not JSON'],
    ['HTML with a script', 'text/html', '<script>alert(localStorage.token)</script>', 'answered HTTP 200 text/html, not JSON'],
    ['an envelope labelled text/plain', 'text/plain', CATEGORIES, 'answered HTTP 200 text/plain, not JSON'],
    [
      'a script labelled JSON',
      'application/json',
      '<script>alert(1)</script>',
      'answered HTTP 200 application/json that is not valid JSON',
    ],
    [
      'a page without a content type',
      undefined,
      '<html><script>alert(1)</script></html>',
      'answered HTTP 200 without a content type, not JSON',
    ],
  ])('becomes a 502 envelope instead of %s, and the drift report says what came', async (_name, contentType, body, what) => {
    backend.answer = { status: 200, contentType, body };
    const app = await build({ upstream: { url: backend.origin } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).not.toContain('<script');
    expect(await callApi(app, 'category.list')).toEqual({ code: 502, message: `The real backend at ${backend.origin} ${what}` });

    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries).toMatchObject([
      {
        call: 'category.list',
        path: '(response)',
        got: `${contentType ?? 'no content type'}: ${body.slice(0, 80)}${body.length > 80 ? '…' : ''}`,
      },
    ]);
  });
});

describe('--upstream: a status outside 200-599', () => {
  it('becomes a 502 envelope that names it, and the drift report records it', async () => {
    backend.answer = { status: 999, contentType: 'application/json', body: CATEGORIES };
    const app = await build({ upstream: { url: backend.origin } });
    expect(await callApi(app, 'category.list')).toEqual({
      code: 502,
      message: `The real backend at ${backend.origin} answered HTTP status 999, which is outside 200-599`,
    });
    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries).toMatchObject([{ call: 'category.list', path: '(response)', got: 'HTTP 999 application/json' }]);
  });
});
