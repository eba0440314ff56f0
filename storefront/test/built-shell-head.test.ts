import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDist as WEB_DIST } from '@tours/web/folders';
import { sampleAnswers } from '@tours/web/testing/sample-answers';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadShellHeadReader } from '../src/page-renderer.js';
import { answerWithSamples, standInBackendsPerTest } from './stand-in-backend.js';

/**
 * The built shop's shell with a page's head (npm run build): the shell as the build wrote it, with the page's own head
 * in the slot of its default title and description, from the build's own reader (web/dist/.server/shell-head.mjs).
 */
const backends = standInBackendsPerTest();

describe("the built shop's shell for a page it could not draw", () => {
  it("is the built shell with the tour's head in place of the default title and description", async () => {
    const backend = await backends.answering(answerWithSamples);
    const read = await loadShellHeadReader(WEB_DIST, backend.url);
    const html = (await read(new Request('https://tours.example.com/productInfo/12'))) ?? '';
    const built = new JSDOM(readFileSync(join(WEB_DIST, 'index.html'), 'utf8')).window.document;
    const { document } = new JSDOM(html).window;
    const tour = sampleAnswers['/product/detail'] as { name: string };

    expect(document.title).toBe(`${tour.name} | Tours`);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(tour.name);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://tours.example.com/share-card.png');
    // Everything else of the shell as built: its scripts, stylesheet, icons and empty #root.
    const rest = (doc: Document) =>
      [...doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="stylesheet"], link[rel="icon"], link[rel="manifest"]')].map(
        (tag) => tag.outerHTML,
      );
    expect(rest(document)).toEqual(rest(built));
    expect(rest(document).length).toBeGreaterThan(3);
    expect(document.getElementById('root')?.outerHTML).toBe('<div id="root"></div>');
  });
});
