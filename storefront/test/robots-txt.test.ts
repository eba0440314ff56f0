import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);

describe('GET /robots.txt', () => {
  it("is the build's rules and the sitemap's absolute address under --site-url, not the static file", async () => {
    const { app } = await build({ webDist: webDist.dir, siteUrl: 'https://tours.example.com' });
    const answer = await app.inject('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(answer.body).toBe('User-agent: *\nDisallow: /login\n\nSitemap: https://tours.example.com/sitemap.xml\n');
  });

  it("names the sitemap under the server's own address without --site-url", async () => {
    const { app } = await build({ webDist: webDist.dir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    expect(await answer.text()).toMatch(new RegExp(`\\nSitemap: http://127\\.0\\.0\\.1:${port}/sitemap\\.xml\\n$`));
  });

  it('is the Sitemap line alone for a build without rules', async () => {
    const bare = makeFakeWebDist();
    rmSync(join(bare.dir, 'robots.txt'));
    const { app } = await build({ webDist: bare.dir, siteUrl: 'https://tours.example.com' });
    bare.remove();
    expect((await app.inject('/robots.txt')).body).toBe('Sitemap: https://tours.example.com/sitemap.xml\n');
  });
});
