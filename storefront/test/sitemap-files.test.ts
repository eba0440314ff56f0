import { describe, expect, it } from 'vitest';
import { sitemapFiles } from '../src/sitemap-files.js';

describe('sitemapFiles', () => {
  it('lets the server answer other requests while it writes a large sitemap', async () => {
    const pages = Array.from({ length: 5_000 }, (_, id) => ({ en: `/productInfo/${id}`, zh: `/productInfo/${id}?lang=zh` }));
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 0);
    const files = await sitemapFiles(pages, 'https://tours.example.com');
    clearInterval(timer);
    expect(files.get('/sitemap.xml')).toContain('<loc>https://tours.example.com/productInfo/4999?lang=zh</loc>');
    // Ten batches of 1,000 addresses, each followed by a turn of the event loop.
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
