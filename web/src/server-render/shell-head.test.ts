import * as sample from '@tours/contract/samples';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { drawPage } from '../test/draw-page';
import { httpError, mockApi, noAnswer } from '../test/fetch-mock';
import { sampleAnswers } from '../test/sample-answers';
import { fillTemplate } from './page-template';
import { prepareRenderer } from './render-page';
import { createShellHeadReader } from './shell-head';
import { inShellHeadSlot } from './shell-head-slot';

/**
 * The shell a server sends for a page it could not draw, with that page's own head: the same tags as the drawn page's
 * head, in place of the shop's default title and description, never beside them.
 */
const SITE = 'https://tours.example.com';
const page = (path: string, cookie?: string, signal?: AbortSignal) =>
  new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {}, ...(signal ? { signal } : {}) });
/** The built shell's shape (index.html as build/page-template-plugin.ts writes it), its scripts left out. */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
    ${inShellHeadSlot(['<title>Tours: guided tours and activities</title>', '<meta name="description" content="Find tours." data-fallback />'])}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head><body><div id="root"></div></body></html>`;
/** The drawn page's template as the build writes it, its scripts left out. */
const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><meta charset="UTF-8" />
<!--app-head-->
</head><body><!--app-root--></body></html>`;

const readShellHead = await createShellHeadReader({ api: 'http://backend.invalid', shell: SHELL });
await prepareRenderer(new JSDOM('').window);

/** The tags a page names itself by, as a crawler reads them: each with its attributes and text. */
function namingTags(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]')].map(
    (tag) =>
      `${tag.tagName} ${[...tag.attributes]
        .map((attribute) => `${attribute.name.toLowerCase()}=${attribute.value}`)
        .sort()
        .join(' ')} ${tag.textContent}`,
  );
}

async function drawnHead(path: string, cookie?: string): Promise<string[]> {
  const drawn = await drawPage(page(path, cookie));
  if (!drawn) throw new Error(`${path} was not drawn`);
  return namingTags(fillTemplate(TEMPLATE, drawn));
}

describe('the shell of a page that could not be drawn', () => {
  const PAGES = [
    '/',
    '/productList?cityId=3&page=2',
    '/productInfo/12?reviewPage=2',
    '/product/12',
    '/Blog?tab=latest',
    '/BlogInfo/3',
    '/article?id=7',
    '/aboutUs',
    '/guide?id=4',
    '/checkout',
  ];

  it.each(PAGES)('%s carries the head its drawn page carries, in English and in Chinese', async (path) => {
    mockApi({ ...sampleAnswers, '/product/detail': { ...sample.productDetail, picUrl: '/media/tours/12-1.png' } });
    for (const cookie of [undefined, 'shop-visitor=zh.0.0']) {
      const shell = await readShellHead(page(path, cookie));
      expect(shell, `${path} ${cookie}`).not.toBeNull();
      expect(namingTags(shell ?? ''), `${path} ${cookie}`).toEqual(await drawnHead(path, cookie));
    }
  });

  it("replaces the shell's default title and description, and keeps the rest of the shell as it is", async () => {
    mockApi(sampleAnswers);
    const shell = (await readShellHead(page('/productInfo/12'))) ?? '';
    const { document } = new JSDOM(shell).window;
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(`${sample.productDetail.name} | Tours`);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(sample.productDetail.name);
    expect(document.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(shell).not.toContain('shell-head');
    expect(shell.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('writes a name with markup and quotes as text: no tag, no attribute of its own', async () => {
    const hostile = `Night walk "</title><script>alert(1)</script>' <img src=x onerror=alert(2)>`;
    mockApi({
      ...sampleAnswers,
      '/product/detail': { ...sample.productDetail, name: hostile, introduction: `"><script>alert(3)</script>` },
    });
    const shell = (await readShellHead(page('/productInfo/12'))) ?? '';
    const { document } = new JSDOM(shell).window;
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(document.title).toBe(`${hostile} | Tours`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(hostile);
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(`"><script>alert(3)</script>`);
  });

  it('names no page for an address without one of its own: an unknown address, a tour without a usable id', async () => {
    mockApi(sampleAnswers);
    expect(await readShellHead(page('/no-such-page'))).toBeNull();
    expect(await readShellHead(page('/productInfo/abc'))).toBeNull();
    expect(await readShellHead(page('/guide'))).toBeNull();
  });

  it('rejects when the call fails, or when its time is up', async () => {
    mockApi({ ...sampleAnswers, '/product/detail': httpError(502) });
    await expect(readShellHead(page('/productInfo/12'))).rejects.toThrow();
    mockApi({ ...sampleAnswers, '/blog/detail': noAnswer() });
    const timeUp = new AbortController();
    const waiting = readShellHead(page('/BlogInfo/3', undefined, timeUp.signal));
    timeUp.abort();
    await expect(waiting).rejects.toThrow();
  });
});
