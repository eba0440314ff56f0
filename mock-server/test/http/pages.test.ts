import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { callNames } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

describe('GET /media/**.svg', () => {
  it('draws a picture without words, the same for the same path, cacheable', async () => {
    const app = await build();
    const first = await app.inject({ url: '/media/tours/paris/10/18/12-1.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toContain('max-age=');
    expect(first.body).not.toContain('<text');
    expect((await app.inject({ url: '/media/tours/paris/10/18/12-1.svg' })).body).toBe(first.body);
    expect((await app.inject({ url: '/media/tours/paris/10/18/12-2.svg' })).body).not.toBe(first.body);
    expect((await app.inject({ url: '/media/tour/12.png' })).statusCode).toBe(404);
  });

  it('answers an unknown or hostile path with a landscape that does not repeat it', async () => {
    const app = await build();
    const hostile = await app.inject({ url: '/media/anything/%3Cscript%3Ealert(1)%3C%2Fscript%3E.svg' });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body.startsWith('<svg')).toBe(true);
    expect(hostile.body).not.toMatch(/script|alert|anything/i);
  });
});

describe('GET /media/videos/*.mp4', () => {
  it('plays the bundled sample clip for every seeded video address', async () => {
    const app = await build();
    const video = await app.inject({ url: '/media/videos/3.mp4' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect((await app.inject({ url: '/media/videos/..%2Fsecret.mp4' })).statusCode).toBe(404);
  });
});

describe('GET /docs', () => {
  it('serves the OpenAPI document of every call and a viewer without inline script', async () => {
    const app = await build();
    const document = (await app.inject({ url: '/docs/openapi.json' })).json();
    expect(Object.keys(document.paths)).toHaveLength(callNames.length);
    const page = await app.inject({ url: '/docs' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/docs/viewer.js"');
    expect(page.body).not.toMatch(/<script>/);
    expect((await app.inject({ url: '/docs/viewer.js' })).statusCode).toBe(200);
  });
});

describe('GET /__mock/', () => {
  it('serves the console and its script', async () => {
    const app = await build();
    const page = await app.inject({ url: '/__mock/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/__mock/console.js');
    expect((await app.inject({ url: '/__mock/console.js' })).headers['content-type']).toContain('javascript');
    expect((await app.inject({ url: '/__mock/info' })).json().demoAccounts.length).toBeGreaterThan(0);
  });
});

describe('the built web app', () => {
  it('serves files, and index.html with a CSP for every page address', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mock-web-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/app.js"></script>');
      writeFileSync(join(dist, 'app.js'), 'console.log(1)');
      const app = await build({ webDist: dist, cspAllow: ['https://maps.example.com'] });
      const deep = await app.inject({ url: '/productInfo/12?x=1', headers: { accept: 'text/html' } });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('id="root"');
      expect(deep.headers['content-security-policy']).toContain("script-src 'self' https://maps.example.com");
      expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']).toBeDefined();
      expect((await app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
      expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/__mock/nothing', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("serves the build's brotli or gzip copy to a browser that accepts it, the file itself to one that does not", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mock-web-'));
    try {
      const script = 'console.log("a script long enough to be worth compressing");'.repeat(20);
      writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(dist, 'app.js'), script);
      writeFileSync(join(dist, 'app.js.br'), brotliCompressSync(script));
      writeFileSync(join(dist, 'app.js.gz'), gzipSync(script));
      const app = await build({ webDist: dist });
      const brotli = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.rawPayload.length).toBeLessThan(script.length / 4);
      expect((await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
      const plain = await app.inject({ url: '/app.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
