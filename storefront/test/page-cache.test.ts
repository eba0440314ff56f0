import { describe, expect, it } from 'vitest';
import { DrawnPage } from '../src/drawn-page.js';
import { PageCache, type ShellInstead } from '../src/page-cache.js';

const htmlOf = async (page: Promise<DrawnPage | ShellInstead>) => {
  const answered = await page;
  return answered instanceof DrawnPage ? answered.html : null;
};
/** A drawn page, as the renderer answers it. */
const drawn = (html: string) => ({ status: 200, html }) as const;

/** A clock the test moves by hand. */
function handClock() {
  let now = 1_000;
  return { clock: { now: () => now }, advance: (ms: number) => (now += ms) };
}

/** A drawing that counts how often it ran and resolves when told. */
function countedDrawing(html: string) {
  let runs = 0;
  let finish: (() => void) | undefined;
  const draw = () => {
    runs += 1;
    return new Promise<ReturnType<typeof drawn>>((resolve) => {
      finish = () => resolve(drawn(html));
    });
  };
  return { draw, runs: () => runs, finish: () => finish?.() };
}

describe('PageCache', () => {
  it('serves a drawn page again for the same address and cookie until its seconds are over', async () => {
    const { clock, advance } = handClock();
    const cache = new PageCache({ seconds: 10, clock });
    const key = PageCache.keyOf('/productList?page=2', 'shop-visitor=zh.2.0');
    let draws = 0;
    const draw = async () => drawn(`<p>drawing ${++draws}</p>`);
    expect(await htmlOf(cache.page(key, draw))).toBe('<p>drawing 1</p>');
    advance(9_999);
    expect(await htmlOf(cache.page(key, draw))).toBe('<p>drawing 1</p>');
    advance(2);
    expect(await htmlOf(cache.page(key, draw))).toBe('<p>drawing 2</p>');
  });

  it('keys by address and the whole cookie: another language, currency or world is drawn for itself', async () => {
    const cache = new PageCache({ seconds: 10, clock: handClock().clock });
    const drawFor = (name: string) => async () => drawn(`<p>${name}</p>`);
    await htmlOf(cache.page(PageCache.keyOf('/', 'shop-visitor=en.0.1'), drawFor('english')));
    expect(await htmlOf(cache.page(PageCache.keyOf('/', 'shop-visitor=zh.0.1'), drawFor('chinese')))).toBe('<p>chinese</p>');
    expect(await htmlOf(cache.page(PageCache.keyOf('/', 'shop-visitor=en.0.1; mock-world=w2'), drawFor('world 2')))).toBe('<p>world 2</p>');
    expect(await htmlOf(cache.page(PageCache.keyOf('/', undefined), drawFor('no cookie')))).toBe('<p>no cookie</p>');
    expect(await htmlOf(cache.page(PageCache.keyOf('/Blog', 'shop-visitor=en.0.1'), drawFor('blog')))).toBe('<p>blog</p>');
    expect(await htmlOf(cache.page(PageCache.keyOf('/', 'shop-visitor=en.0.1'), drawFor('again')))).toBe('<p>english</p>');
  });

  it('lets visitors of a page being drawn wait for that drawing instead of starting their own', async () => {
    const cache = new PageCache({ seconds: 0 });
    const drawing = countedDrawing('<p>tour</p>');
    const key = PageCache.keyOf('/productInfo/1', undefined);
    const visitors = [cache.page(key, drawing.draw), cache.page(key, drawing.draw), cache.page(key, drawing.draw)];
    drawing.finish();
    expect(await Promise.all(visitors.map(htmlOf))).toEqual(['<p>tour</p>', '<p>tour</p>', '<p>tour</p>']);
    expect(drawing.runs()).toBe(1);
    // Nothing kept at 0 seconds: the next visit draws again.
    const next = cache.page(key, drawing.draw);
    drawing.finish();
    await next;
    expect(drawing.runs()).toBe(2);
  });

  it('never keeps the shell: the next visit tries to draw the page again', async () => {
    const cache = new PageCache({ seconds: 10, clock: handClock().clock });
    const key = PageCache.keyOf('/', undefined);
    expect(await htmlOf(cache.page(key, async () => null))).toBeNull();
    expect(await htmlOf(cache.page(key, async () => drawn('<p>home</p>')))).toBe('<p>home</p>');
  });

  it('keeps a drawn not-found page with its 404, and never a 404 left to the browser', async () => {
    const cache = new PageCache({ seconds: 10, clock: handClock().clock });
    const missingTour = PageCache.keyOf('/productInfo/99999', undefined);
    expect(await cache.page(missingTour, async () => ({ status: 404, html: null }))).toEqual({ status: 404 });
    expect(await htmlOf(cache.page(missingTour, async () => drawn('<p>drawn after all</p>')))).toBe('<p>drawn after all</p>');
    const unknown = PageCache.keyOf('/nope', undefined);
    await cache.page(unknown, async () => ({ status: 404, html: '<p>not found</p>' }));
    const kept = await cache.page(unknown, async () => drawn('<p>never drawn again</p>'));
    expect(kept instanceof DrawnPage && [kept.status, kept.html]).toEqual([404, '<p>not found</p>']);
  });
});
