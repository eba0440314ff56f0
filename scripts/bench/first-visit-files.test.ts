import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FirstVisitFiles, kindOf } from './first-visit-files';

describe('what a first visit weighs', () => {
  it('weighs scripts by their type or their name, and WebAssembly with them', () => {
    expect(kindOf('/assets/index-1.js', 'application/javascript; charset=utf-8')).toBe('script');
    expect(kindOf('/assets/world-worker-2.js?worker_file&type=module', '')).toBe('script');
    expect(kindOf('/mockServiceWorker.js', 'text/plain')).toBe('script');
    expect(kindOf('/assets/seed.wasm', 'application/wasm')).toBe('script');
  });

  it('weighs any other file as data, so a world cannot hide as a .json or a .bin', () => {
    expect(kindOf('/world.json', 'application/json; charset=utf-8')).toBe('data');
    expect(kindOf('/world.bin', 'application/octet-stream')).toBe('data');
  });

  it('leaves out the page, styles, pictures, fonts and the web app manifest', () => {
    const notWeighed: [string, string][] = [
      ['/', 'text/html; charset=utf-8'],
      ['/assets/index.css', 'text/css'],
      ['/media/tours/1.svg', 'image/svg+xml'],
      ['/assets/inter.woff2', 'font/woff2'],
      ['/site.webmanifest', 'application/manifest+json'],
      ['/manifest.json', 'application/json'],
    ];
    for (const [path, type] of notWeighed) expect(kindOf(path, type)).toBeNull();
  });

  it('counts each file once, only while open, with the worker files apart', async () => {
    const files = new FirstVisitFiles(/world-worker/);
    const script = Buffer.from('export const answer = 42;'.repeat(20));
    const gzipped = gzipSync(script, { level: 9 }).length;
    files.sent('/before.js', 'text/javascript', () => script);
    files.open();
    files.sent('/index.js', 'text/javascript', () => script);
    files.sent('/index.js', 'text/javascript', () => script);
    files.sent('/world-worker.js', 'text/javascript', () => script);
    files.sent('/world.json', 'application/json', () => script);
    files.close();
    files.sent('/after.js', 'text/javascript', () => script);
    expect(await files.weight()).toEqual({ scriptGzipBytes: 2 * gzipped, workerScriptGzipBytes: gzipped, dataGzipBytes: gzipped });
  });
});
