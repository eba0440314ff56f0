import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../helper.js';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for web/dist: an index.html that tries an inline script, and one script file. */
function fakeWebDist(): string {
  folder = mkdtempSync(join(tmpdir(), 'mock-webdist-'));
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html><head><script>window.pwned = 1</script><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  return folder;
}

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

describe('the served web app', () => {
  it.each(['/', '/tourList', '/product/12', '/personalCenter/4'])('answers %s with a CSP that forbids inline script', async (url) => {
    const app = await build({ webDist: fakeWebDist() });
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script>');
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

  it('lets forms post only to the shop, so a form in a text cannot send a password away', async () => {
    const app = await build({ webDist: fakeWebDist() });
    const response = await app.inject({ url: '/productInfo/12', headers: { accept: 'text/html' } });
    expect(directives(String(response.headers['content-security-policy'])).get('form-action')).toEqual(["'self'"]);
  });

  it('loads pictures and videos only from the shop, so a picture in a text cannot track who read it', async () => {
    const app = await build({ webDist: fakeWebDist() });
    const response = await app.inject({ url: '/guide?id=1', headers: { accept: 'text/html' } });
    const byName = directives(String(response.headers['content-security-policy']));
    expect(byName.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(byName.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the --csp-allow origins to pictures, videos and frames', async () => {
    const allowed = ['https://maps.example', 'https://cdn.example'];
    const app = await build({ webDist: fakeWebDist(), cspAllow: allowed });
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const byName = directives(String(response.headers['content-security-policy']));
    for (const name of ['img-src', 'media-src', 'frame-src', 'script-src', 'connect-src']) {
      expect(byName.get(name), name).toEqual(expect.arrayContaining(["'self'", ...allowed]));
      expect(byName.get(name), name).not.toContain('https:');
    }
    expect(byName.get('form-action')).toEqual(["'self'"]);
  });
});
