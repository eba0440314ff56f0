import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { onTestFinished, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { packageFile } from '../src/paths.js';

/**
 * The little of the DOM these tests touch, typed here: the mock-server program has no DOM library, since its code
 * runs in Node (and in a page only through src/runtime and src/msw, which must not rely on one).
 */
interface PageNode {
  textContent: string | null;
  readonly value?: string;
  readonly children: Iterable<PageNode> & { length: number };
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): Iterable<PageNode>;
  closest(selector: string): PageNode | null;
  replaceChildren(...nodes: unknown[]): void;
}

interface PageWindow {
  document: { body: PageNode; head: PageNode; createElement(tag: string): PageNode } & Pick<PageNode, 'querySelector' | 'querySelectorAll'>;
  DOMParser: new () => { parseFromString(html: string, type: 'text/html'): { body: { childNodes: Iterable<unknown> } } };
}

const page = () => globalThis as unknown as PageWindow;
/** A test's time for a page of the docs: a DOM, the viewer and its documents take about 0.5 s alone, and the viewer is waited for up to 10 s. */
export const PAGE_LOAD_TIMEOUT_MS = 20_000;

/** The first element of the open page that matches, or null. */
export const $ = (selector: string) => page().document.querySelector(selector);
/** Every element of the open page that matches, in document order. */
export const $$ = (selector: string) => [...page().document.querySelectorAll(selector)];

/**
 * One of the mock's own pages in a DOM for the length of a test: its body from the app, its stylesheet, and its
 * fetch answered by the app, so its scripts run as in a browser against the same routes. The DOM is set up after
 * the app is built and torn down after the test: the app reads its files through Node's URL, which jsdom replaces,
 * so the app keeps Node's URL while it answers the page.
 */
export async function openPage(app: FastifyInstance, url: string): Promise<void> {
  const html = (await app.inject({ url })).body;
  const { URL: NodeURL, Response: NodeResponse } = globalThis;
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: `http://127.0.0.1${url}` } });
  onTestFinished(async () => {
    vi.unstubAllGlobals();
    await dom.teardown(globalThis);
  });
  vi.stubGlobal('URL', NodeURL);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const answer = await app.inject({
      method: init.method === 'POST' || init.method === 'DELETE' ? init.method : 'GET',
      url: path,
      headers: init.headers as Record<string, string> | undefined,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new NodeResponse(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  });
  const { document, DOMParser } = page();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceChildren(...parsed.body.childNodes);
  const style = document.createElement('style');
  style.textContent = readFileSync(packageFile('src/control/assets/mock.css'), 'utf8');
  document.head.replaceChildren(style);
}

/** A script of the mock's package run in the page, fresh each time (a page's script runs once per page load). */
let loads = 0;
export async function runScript<T>(path: string): Promise<T> {
  loads += 1;
  return (await import(/* @vite-ignore */ `${fileURLToPath(packageFile(path))}?load=${loads}`)) as T;
}
