import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

/** The drawn page's starter of its scripts, as the page template names it (page-template-plugin.ts). */
const STARTER = readFileSync(new URL('../public/start-after-paint.js', import.meta.url), 'utf8');

const preloadsOf = (count: number) => Array.from({ length: count }, (_, n) => `/assets/chunk-${n}.js`);

/**
 * A drawn page whose starter runs with `preloads`, visible (painting frames) or in a background tab. Each timer's task
 * notes how many modulepreload links the page held when it began, so a test reads which links came in which task.
 */
function startPage(preloads: string[], { hidden = false } = {}) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { runScripts: 'dangerously', pretendToBeVisual: true });
  const { window } = dom;
  const { document } = window;
  if (hidden) Object.defineProperty(document, 'visibilityState', { value: 'hidden' });
  const linksAtEachTask: number[] = [];
  const setTimeoutOfThePage = window.setTimeout.bind(window);
  const countingSetTimeout = (callback: () => void) =>
    setTimeoutOfThePage(() => {
      linksAtEachTask.push(document.querySelectorAll('link[rel="modulepreload"]').length);
      callback();
    });
  Object.assign(window, { setTimeout: countingSetTimeout });
  const starter = document.createElement('script');
  starter.dataset.entry = '/assets/index-1.js';
  starter.dataset.preload = preloads.join(' ');
  starter.textContent = STARTER;
  document.head.append(starter);
  const entry = () => document.querySelector('script[type="module"]');
  const started = async () => {
    await expect.poll(entry).not.toBeNull();
    return { head: [...document.head.children], links: [...document.querySelectorAll('link')].map((link) => link.getAttribute('href')) };
  };
  return { document, linksAtEachTask, started, close: () => window.close() };
}

describe("the drawn page's starter of its scripts", () => {
  it('asks for the modules a few to a task after the paint, then starts the entry, after every one of them', async () => {
    const preloads = preloadsOf(20);
    const page = startPage(preloads);
    try {
      expect(page.document.querySelectorAll('link')).toHaveLength(0);
      const { head, links } = await page.started();
      expect(links).toEqual(preloads);
      expect(head.at(-1)?.getAttribute('src')).toBe('/assets/index-1.js');
      // The task after the paint begins with none; each next one with the batch before it.
      expect(page.linksAtEachTask).toEqual([0, 8, 16]);
    } finally {
      page.close();
    }
  });

  it('asks for them all in one go in a background tab, whose timers may wait a second', async () => {
    const preloads = preloadsOf(20);
    const page = startPage(preloads, { hidden: true });
    try {
      expect(page.document.querySelectorAll('link')).toHaveLength(20);
      const { links } = await page.started();
      expect(links).toEqual(preloads);
      expect(page.linksAtEachTask).toEqual([]);
    } finally {
      page.close();
    }
  });
});
