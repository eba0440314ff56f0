import { afterAll, describe, expect, it } from 'vitest';
import { build } from './build.js';
import { ASSET, makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);

describe('security headers', () => {
  it('sends nosniff and the referrer policy on every answer, files, pages, 404s and API answers alike', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const url of ['/', ASSET, '/tours/1', '/nope.png', '/healthz', '/rest/api/product/search']) {
      const answer = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('asks for no powerful feature, shares no window group, and asks for HTTPS only once the balancer says it was', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const plain = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['permissions-policy']).toContain('geolocation=()');
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await app.inject({ url: '/', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it("gives pages a policy that keeps forms on the shop and the shop out of other sites' frames", async () => {
    const { app } = await build({ webDist: webDist.dir });
    const policy = String((await app.inject({ url: '/aboutUs', headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it("lets pages frame OpenStreetMap's keyless map, and nothing else of another origin", async () => {
    const { app } = await build({ webDist: webDist.dir });
    const policy = String(
      (await app.inject({ url: '/productInfo/1', headers: { accept: 'text/html' } })).headers['content-security-policy'],
    );
    expect(policy).toContain("frame-src 'self' https://www.openstreetmap.org;");
    expect(policy).toContain("script-src 'self';");
  });

  it('adds the origins given with --csp-allow (a map provider) to what pages may load', async () => {
    const { app } = await build({ webDist: webDist.dir, cspAllow: ['https://maps.example.com'] });
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://maps.example.com");
    expect(policy).toContain("frame-src 'self' https://www.openstreetmap.org https://maps.example.com");
    expect(policy).toContain("form-action 'self';");
  });

  it('gives every /rest/api answer a policy under which nothing runs', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: '/rest/api/anything' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('the request log', () => {
  it('writes one JSON line per request, without the query string, under the id the answer carries', async () => {
    const { app, lines } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: '/productList?keyword=secret-token', headers: { accept: 'text/html' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret-token');
    const entry: unknown = JSON.parse(lines[0] ?? '');
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      method: 'GET',
      path: '/productList',
      status: 200,
      ms: expect.any(Number),
      requestId: answer.headers['x-request-id'],
    });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("takes a balancer's usable X-Request-Id and makes a new one in place of any other", async () => {
    const { app, lines } = await build({ webDist: webDist.dir });
    const idOf = async (given: string) =>
      (await app.inject({ url: '/healthz', headers: { 'x-request-id': given } })).headers['x-request-id'];
    expect(await idOf('4ee5139c9c4a1a9d2fbc0dea3ee186e1')).toBe('4ee5139c9c4a1a9d2fbc0dea3ee186e1');
    expect(await idOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    );
    for (const unusable of ['a'.repeat(65), 'id with spaces', '"},{"forged":1', 'x\u0000y']) {
      const id = await idOf(unusable);
      expect(id).not.toBe(unusable);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).not.toContain('"},{"forged":1');
  });

  it('answers a refused request with its id too', async () => {
    const { app } = await build({ webDist: webDist.dir, allowedHosts: ['shop.example.com'] });
    const answer = await app.inject({ url: '/', headers: { host: 'rebinding.example', 'x-request-id': 'balancer-7' } });
    expect([answer.statusCode, answer.headers['x-request-id']]).toEqual([421, 'balancer-7']);
  });
});
