import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The mock's own pages: its console, its API docs and the page of an unknown address (the shop is the storefront's). */
describe("the mock's own pages", () => {
  it.each(['/__mock/', '/docs', '/no-such-page'])('answers %s with a CSP that forbids inline script', async (url) => {
    const app = await build();
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    const policy = String(response.headers['content-security-policy'] ?? '');
    const byName = directives(policy);
    // script-src governs scripts; without it default-src does. Either must exist and allow no inline code.
    const scripts = byName.get('script-src') ?? byName.get('default-src');
    expect(scripts, policy).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts?.some((source) => source === '*' || source === 'data:' || source.startsWith("'nonce-"))).toBe(false);
    expect(byName.get('object-src')).toEqual(["'none'"]);
  });

  it('lets forms post only to this server, so an injected form cannot send a password away', async () => {
    const app = await build();
    const response = await app.inject({ url: '/__mock/', headers: { accept: 'text/html' } });
    expect(directives(String(response.headers['content-security-policy'])).get('form-action')).toEqual(["'self'"]);
  });

  it('loads pictures and videos only from this server, so an injected picture cannot track who read it', async () => {
    const app = await build();
    const response = await app.inject({ url: '/__mock/', headers: { accept: 'text/html' } });
    const byName = directives(String(response.headers['content-security-policy']));
    expect(byName.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(byName.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the --csp-allow origins to pictures, videos and frames', async () => {
    const allowed = ['https://maps.example', 'https://cdn.example'];
    const app = await build({ cspAllow: allowed });
    const response = await app.inject({ url: '/__mock/', headers: { accept: 'text/html' } });
    const byName = directives(String(response.headers['content-security-policy']));
    for (const name of ['img-src', 'media-src', 'frame-src', 'script-src', 'connect-src']) {
      expect(byName.get(name), name).toEqual(expect.arrayContaining(["'self'", ...allowed]));
      expect(byName.get(name), name).not.toContain('https:');
    }
    expect(byName.get('form-action')).toEqual(["'self'"]);
  });
});
