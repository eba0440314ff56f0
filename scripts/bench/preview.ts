/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type PreviewHost, startPreviewHost } from '../../e2e/support/preview-host.js';
import { median } from './load.js';
import { startShellShop } from './mock.js';
import { CHROMIUM, CPU_THROTTLE } from './web-perf.js';
import { ensureWebBuild, WEB_DIST } from './web-size.js';

/** Loads per figure; each first visit in a fresh browser context (empty cache, IndexedDB and service worker). */
export const PREVIEW_LOADS = 5;
export const SEARCHES = 20;
/** The preview's targets (first visit 2.5 s, repeat 1.5 s at 4x CPU throttling), in ms from navigation start. */
export const PREVIEW_TARGETS = { firstVisitMs: 2_500, repeatVisitMs: 1_500 } as const;

export interface VisitSample {
  firstCardMs: number;
  /** performance marks of preview/src/main.ts (preview only). */
  marks: Record<string, number>;
}

export interface StackFigures {
  first: VisitSample[];
  repeat: VisitSample[];
  searchMs: number[];
  /** Gzipped bytes of every script a first visit of home fetched (the page's, its workers' and service worker's). */
  jsGzipBytes: number;
  workerJsGzipBytes: number;
}

export interface PreviewResult {
  preview: StackFigures;
  shop: StackFigures;
}

/** The first tour card of the page whose picture is decoded and shown: the "first tour card painted" of the preview's figures. */
const firstCardPainted = () => {
  const picture = Array.from(document.querySelectorAll('main article img')).find(
    (img): img is HTMLImageElement => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
  );
  return picture ? performance.now() : 0;
};

const previewMarks = () =>
  Object.fromEntries(
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('preview:'))
      .map((mark) => [mark.name.slice('preview:'.length), Math.round(mark.startTime)]),
  );

/** One search as the shop sends it, timed in the page (through the service worker and MSW in the preview). */
const timedSearch = async () => {
  const started = performance.now();
  const response = await fetch('/rest/api/product/search', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'pageNo=1&pageSize=10&keyword=&currencyId=1',
  });
  const body = (await response.json()) as { code: number };
  if (body.code !== 200) throw new Error(`search answered ${body.code}`);
  return performance.now() - started;
};

async function visit(page: Page, url: string): Promise<VisitSample> {
  await page.goto(url);
  const handle = await page.waitForFunction(firstCardPainted, null, { polling: 'raf', timeout: 60_000 });
  return { firstCardMs: Math.round(Number(await handle.jsonValue())), marks: await page.evaluate(previewMarks) };
}

async function throttledContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return { context, page };
}

/** The scripts a context fetched, read from the served folder and gzipped as a host's gzip_static copy would be. */
function gzippedScripts(urls: Set<string>, baseURL: string, folder: string): { all: number; worker: number } {
  let all = 0;
  let worker = 0;
  for (const url of urls) {
    const path = new URL(url).pathname.slice(new URL(baseURL).pathname.length);
    const bytes = gzipSync(readFileSync(`${folder}/${path}`), { level: 9 }).length;
    all += bytes;
    if (/world-worker|preview-sw|mockServiceWorker/.test(path)) worker += bytes;
  }
  return { all, worker };
}

async function measureStack(
  browser: Browser,
  baseURL: string,
  folder: string,
  log: (line: string) => void,
  label: string,
): Promise<StackFigures> {
  const first: VisitSample[] = [];
  const repeat: VisitSample[] = [];
  let searchMs: number[] = [];
  let scripts = { all: 0, worker: 0 };
  for (let n = 0; n < PREVIEW_LOADS; n += 1) {
    const { context, page } = await throttledContext(browser);
    const fetched = new Set<string>();
    context.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(baseURL) && /\.m?js$/.test(new URL(url).pathname)) fetched.add(url);
    });
    first.push(await visit(page, baseURL));
    // The first visit's saving and the pictures below the fold settle before the same visitor comes back.
    await page.waitForTimeout(2_000);
    repeat.push(await visit(page, baseURL));
    if (n === 0) {
      scripts = gzippedScripts(fetched, baseURL, folder);
      searchMs = [];
      for (let s = 0; s < SEARCHES; s += 1) searchMs.push(await page.evaluate(timedSearch));
    }
    await context.close();
  }
  const firstMedian = median(first.map((s) => s.firstCardMs));
  const repeatMedian = median(repeat.map((s) => s.firstCardMs));
  log(`  ${label}: first card at ${firstMedian} ms (first visit), ${repeatMedian} ms (repeat); search ${median(searchMs).toFixed(1)} ms`);
  return { first, repeat, searchMs, jsGzipBytes: scripts.all, workerJsGzipBytes: scripts.worker };
}

/**
 * The browser-only preview's figures: the preview served as static files under a sub-path, against the same shop on
 * the Node mock server, in headless Chromium at 4x CPU throttling (no network throttling: both on 127.0.0.1).
 */
export async function previewBench(log: (line: string) => void): Promise<PreviewResult> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  let host: PreviewHost | null = null;
  ensureWebBuild();
  const shop = await startShellShop('shop for the preview bench', WEB_DIST);
  try {
    host = await startPreviewHost();
    const preview = await measureStack(browser, host.baseURL, host.folder, log, 'preview (static files, MSW)');
    const onMock = await measureStack(browser, `${shop.base}/`, WEB_DIST, log, 'shop on the Node mock');
    return { preview, shop: onMock };
  } finally {
    await host?.stop();
    await shop.stop();
    await browser.close();
  }
}
