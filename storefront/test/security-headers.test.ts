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
  it('writes one readable line per request, without the query string', async () => {
    const { app, lines } = await build({ webDist: webDist.dir });
    await app.inject({ url: '/productList?keyword=secret-token', headers: { accept: 'text/html' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z GET \/productList 200 \d+ms$/);
    expect(lines[0]).not.toContain('secret-token');
  });
});
