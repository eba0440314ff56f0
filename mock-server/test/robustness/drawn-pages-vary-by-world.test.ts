import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';

/** The smallest server bundle: it draws the page's path, so the server sends a drawn page rather than index.html. */
const DRAWING_BUNDLE = `
export async function startPageRenderer(window, { template, setUrl }) {
  return async ({ url }) => {
    setUrl(url);
    return template.replace('<div id="root"></div>', '<div id="root" inert><p id="drawn">' + window.location.pathname + '</p></div>');
  };
}
`;

function webBuildThatDraws(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mock-web-vary-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server', 'render.mjs'), DRAWING_BUNDLE);
  return dist;
}

const page = (headers: Record<string, string> = {}) => ({ url: '/Blog', headers: { accept: 'text/html', ...headers } });

describe('a page drawn on the server', () => {
  const dist = webBuildThatDraws();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('varies by the header that names its world, so no cache gives one world’s page to another', async () => {
    const app = await build({ webDist: dist });
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'qa-1' } });
    await expect.poll(async () => (await app.inject(page())).body, { timeout: 15_000 }).toContain('id="drawn"');
    const drawn = await app.inject(page({ 'x-mock-world': 'qa-1' }));
    expect(drawn.body).toContain('id="drawn"');
    const vary = String(drawn.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    // The mock-world cookie is a Cookie; the X-Mock-World header must be named itself.
    expect(vary).toEqual(expect.arrayContaining(['cookie', 'x-mock-world']));
  });
});
