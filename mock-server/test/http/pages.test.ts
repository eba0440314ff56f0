import { callNames } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { build, callApi } from '../helper.js';

describe('GET /media/**.svg', () => {
  it('draws a picture without words, the same for the same path, cacheable', async () => {
    const app = await build();
    const [first, second] = (await callApi(app, 'product.detail', { id: 1 })).data?.sliderPicUrls ?? [];
    const picture = await app.inject({ url: first });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['cache-control']).toContain('max-age=');
    expect(picture.body).not.toContain('<text');
    expect((await app.inject({ url: first })).body).toBe(picture.body);
    expect((await app.inject({ url: second })).body).not.toBe(picture.body);
    expect((await app.inject({ url: '/media/tour/12.jpg' })).statusCode).toBe(404);
  });

  it('answers an address its world does not name, a hostile one too, with a 404 that shows the path only as text', async () => {
    const app = await build();
    const url = '/media/anything/%3Cscript%3Ealert(1)%3C%2Fscript%3E.svg';
    const hostile = await app.inject({ url });
    expect(hostile.statusCode).toBe(404);
    expect(hostile.headers['content-type']).toContain('application/json');
    expect(hostile.json().message).toBe('World "default" names no picture /media/anything/<script>alert(1)</script>.svg');
    const asPage = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(asPage.statusCode).toBe(404);
    expect(asPage.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(asPage.body).not.toContain('<script>alert');
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

describe("the mock's own pages", () => {
  it('name the mock’s icon, which answers as an SVG, so a browser asks no /favicon.ico (a 404 in their console)', async () => {
    const app = await build();
    for (const url of ['/docs', '/nothing-here']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body, url).toContain('<link rel="icon" href="/__mock/assets/favicon.svg" type="image/svg+xml">');
    }
    const icon = await app.inject({ url: '/__mock/assets/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body.startsWith('<svg')).toBe(true);
  });
});
