import { describe, expect, it } from 'vitest';
import type { DrawnPage } from '../src/drawn-page.js';
import { PageCache } from '../src/page-cache.js';

const htmlOf = async (page: Promise<DrawnPage | null>) => (await page)?.html ?? null;

/** A clock the test moves by hand. */
function handClock() {
  let now = 1_000;
  return { clock: { now: () => now }, advance: (ms: number) => (now += ms) };
}

/** A drawing that counts how often it ran and resolves when told. */
function countedDrawing(html: string | null) {
  let runs = 0;
  let finish: (() => void) | undefined;
  const draw = () => {
    runs += 1;
    return new Promise<string | null>((resolve) => {
      finish = () => resolve(html);
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
    const draw = async () => `<p>drawing ${++draws}</p>`;
    expect(await htmlOf(cache.page(key, draw))).toBe('<p>drawing 1</p>');
    advance(9_999);
    expect(await htmlOf(cache.page(key, draw))).toBe('<p>drawing 1</p>');
    advance(2);
    expect(await htmlOf(cache.page(key, draw))).toBe('<p>drawing 2</p>');
  });

  it('keys by address and the whole cookie: another language, currency or world is drawn for itself', async () => {
    const cache = new PageCache({ seconds: 10, clock: handClock().clock });
    const drawFor = (name: string) => async () => `<p>${name}</p>`;
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
    expect(await htmlOf(cache.page(key, async () => '<p>home</p>'))).toBe('<p>home</p>');
  });
});
