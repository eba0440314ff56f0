import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';

/** A web build as Vite writes it with `sourcemap: 'hidden'`: the map beside its script, named by nothing. */
function webBuildWithMaps(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mock-web-maps-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("shop");\n');
  writeFileSync(join(dist, 'assets', 'app.js.map'), JSON.stringify({ version: 3, sources: ['../src/secret.ts'], mappings: '' }));
  writeFileSync(join(dist, 'assets', 'app.js.map.gz'), 'gzipped map');
  return dist;
}

describe('the built shop served by the mock server', () => {
  const dist = webBuildWithMaps();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves the scripts but never their source maps', async () => {
    const app = await build({ webDist: dist });
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/app.js.map',
      '/assets/app.js%2Emap',
      '/assets/app.js.m%61p',
      '/assets/app.js.%6d%61%70.gz',
      '/assets/app.js.map?v=1',
      '/assets/app.js.map.gz',
    ]) {
      for (const headers of [{}, { accept: 'text/html' }, { 'accept-encoding': 'gzip, br' }]) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.body).not.toContain('secret.ts');
      }
    }
  });
});
