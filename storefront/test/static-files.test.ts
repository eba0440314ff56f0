import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { IMMUTABLE, SHORT_REVALIDATED } from '../src/static-files.js';
import { build } from './build.js';
import { ASSET, ASSET_SOURCE, makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);

describe('hashed assets', () => {
  it('sends the brotli copy the build wrote, cached for a year and immutable', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it('sends the gzip copy to a client without brotli, and the plain file to one that takes neither', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const gzip = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_SOURCE);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers a revalidation with 304 when the file is unchanged', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const first = await app.inject({ url: ASSET });
    const etag = first.headers.etag;
    expect(etag).toBeTypeOf('string');
    const again = await app.inject({ url: ASSET, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset with a real 404, never the shell, even to a browser asking for HTML', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const url of ['/assets/app-gone999.js', '/assets/style-gone.css', '/logo.png']) {
      const answer = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('<div id="root">');
    }
  });
});

describe('a missing file in a folder of its own', () => {
  it('is a 404, and the log says once per folder that a backend folder needs --media-path', async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { app } = await build({ webDist: webDist.dir });
    for (const url of ['/media/tours/1.jpg', '/media/tours/2.jpg', '/pictures/a.png', '/assets/gone.js', '/logo.png']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    const hints = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('--media-path'));
    log.mockRestore();
    expect(hints).toEqual([
      expect.stringMatching(
        / \/media\/tours\/1\.jpg is no file of the shop's build: if the backend serves \/media\/ .*start with --media-path \/media\n$/,
      ),
      expect.stringMatching(/ \/pictures\/a\.png .*--media-path \/pictures\n$/),
    ]);
  });

  it('is said for five folders at the most, so a stranger asking under endless folders gets five lines, not one each', async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { app } = await build({ webDist: webDist.dir });
    for (let n = 0; n < 20; n += 1) expect((await app.inject({ url: `/probe${n}/x.png` })).statusCode).toBe(404);
    const hints = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('--media-path'));
    log.mockRestore();
    expect(hints).toHaveLength(5);
  });
});

describe('other files', () => {
  it('caches unhashed files briefly and makes caches revalidate them', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: '/favicon.svg' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(SHORT_REVALIDATED);
    expect(answer.headers['last-modified']).toBeTypeOf('string');
  });

  it('never serves a source map, however its name is spelled', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const url of [`${ASSET}.map`, `${ASSET}.m%61p`, `${ASSET}%2Emap`, `${ASSET}%2emap?x=1`, `${ASSET}.MAP`]) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('secret.ts');
    }
  });

  it('never sends a compressed copy by its own name as raw bytes: it goes only for the file it stands for', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, `${ASSET}%2Ebr`]) {
      expect((await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })).statusCode, url).toBe(404);
    }
    const asset = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('never serves a dot folder (the server render bundle, the drawn page template)', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const url of ['/.server/entry-server.mjs', '/.server/', '/%2Eserver/entry-server.mjs', '/.drawn-page/template.html']) {
      const answer = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).not.toBe(200);
      expect(answer.body, url).not.toContain('secret');
    }
  });
});
