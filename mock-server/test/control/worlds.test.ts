import { describe, expect, it } from 'vitest';
import { build, callRequest, refusal } from '../helper.js';

describe('POST /__mock/worlds', () => {
  it('creates an isolated world that a header or a cookie selects', async () => {
    const app = await build();
    expect((await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'qa-1' } })).statusCode).toBe(201);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: { 'x-mock-world': 'qa-1' }, payload: { days: 2 } });

    const inWorld = await app.inject({ url: '/__mock/clock', headers: { 'x-mock-world': 'qa-1' } });
    const byCookie = await app.inject({ url: '/__mock/clock', cookies: { 'mock-world': 'qa-1' } });
    const inDefault = await app.inject({ url: '/__mock/clock' });
    expect(inWorld.json().offsetMs).toBe(2 * 86_400_000);
    expect(byCookie.json().offsetMs).toBe(2 * 86_400_000);
    expect(inDefault.json().offsetMs).toBe(0);
  });

  it('refuses a duplicate or a hostile name', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'a' } });
    expect((await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'a' } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: '../x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/__mock/worlds', payload: 'nope' })).statusCode).toBe(400);
  });

  it('answers a 404 envelope for a request naming an unknown world', async () => {
    const app = await build();
    const body = await refusal(app, callRequest('category.list', {}, { world: 'ghost' }));
    expect(body.code).toBe(404);
    expect(body.message).toContain('ghost');
  });
});

describe('GET /__mock/worlds/:name/enter', () => {
  it('sets the cookie and goes to the shop', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'demo' } });
    const response = await app.inject({ url: '/__mock/worlds/demo/enter' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.find((c) => c.name === 'mock-world')?.value).toBe('demo');
  });
});

describe('DELETE /__mock/worlds/:name and POST /__mock/worlds/:name/reset', () => {
  it('resets and deletes a world but never the default one', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'tmp' } });
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: { 'x-mock-world': 'tmp' }, payload: { hours: 5 } });
    expect(
      (await app.inject({ method: 'POST', url: '/__mock/worlds/tmp/reset', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/__mock/clock', headers: { 'x-mock-world': 'tmp' } })).json().offsetMs).toBe(0);
    expect(
      (await app.inject({ method: 'DELETE', url: '/__mock/worlds/tmp', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/__mock/worlds/default', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(400);
    const list = await app.inject({ url: '/__mock/worlds' });
    expect(list.json().worlds.map((w: { name: string }) => w.name)).toEqual(['default']);
  });
});
