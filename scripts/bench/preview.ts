import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPreviewHost } from '@tours/e2e/support/preview-host';
import { SHOP_STARTED_MARK } from '@tours/preview/protocol';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { CalibratedPhone } from './calibrated-phone.js';
import { FirstVisitFiles, type FirstVisitWeight } from './first-visit-files.js';
import { median } from './load.js';
import { startDrawingShop, startShellShop } from './mock.js';
import { firstPricedCardPainted, previewMarks, timedSearch } from './preview-page.js';
import { CHROMIUM } from './web-perf.js';
import { ensureWebBuild, WEB_DIST } from './web-size.js';
import { throttleWorkerThreads, type WorkerThrottle } from './worker-throttle.js';

/** Loads per figure; each first visit in a fresh browser context (empty cache, IndexedDB and service worker). */
export const PREVIEW_LOADS = 5;
export const SEARCHES = 20;
/**
 * The preview's targets at a phone's CPU calibrated to this host (calibrated-phone.ts), at every viewport: the first
 * priced tour card, in ms from navigation start, on a first and on a repeat visit; and the gzipped JavaScript a first
 * visit fetches, everything included.
 */
export const PREVIEW_TARGETS = { firstVisitMs: 2_500, repeatVisitMs: 1_200, firstVisitJsGzipBytes: 450 * 1024 } as const;
/** And beside the storefront (`npm start`) of the same run: the preview's first card over the storefront's, at most. */
export const STOREFRONT_RATIO_TARGETS = { firstVisit: 1.5, repeatVisit: 1.2 } as const;

/** A laptop, and a phone as Playwright's iPhone-like devices describe one (Chromium's own user agent is kept). */
export const PREVIEW_VIEWPORTS = {
  '1280x800': { viewport: { width: 1280, height: 800 } },
  '390x844': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;
type ViewportName = keyof typeof PREVIEW_VIEWPORTS;

/** The preview's static files; the shop drawn in the browser on the Node mock (`--shell-only`); the shop as `npm start` runs it. */
export type StackName = 'preview' | 'shellShop' | 'drawingShop';

/** The preview's file that runs off the page's main thread: its service worker, with the mock in it. */
const WORKER_FILES = /preview-sw/;
/** A first visit is over when nothing was sent for this long after its first card (lazy chunks, pictures below). */
const QUIET_MS = 1_000;
const SETTLE_LIMIT_MS = 10_000;

export interface VisitSample {
  /** From navigation start to the first priced card, on the page's own clock. */
  firstCardMs: number;
  /**
   * From the moment the bench asks for the page to the moment the card was seen, on the bench's clock: what a person
   * waiting at the screen lives through, including what comes before the page's clock starts. The targets read this.
   */
  wallMs: number;
  /** performance marks of preview/src/main.ts (preview only; none when the preview stops setting them). */
  marks: Record<string, number>;
}

export interface StackFigures {
  first: VisitSample[];
  repeat: VisitSample[];
  searchMs: number[];
  /** The heaviest of the first visits: a chunk that one visit fetched late is still counted. */
  weight: FirstVisitWeight;
}

export interface ViewportFigures {
  viewport: ViewportName;
  stacks: Record<StackName, StackFigures>;
}

export type WorkerThrottling = { applied: true; threads: number } | { applied: false; reason: string };

export interface PreviewResult {
  /** The CPU slowdown of the page's main thread and of its worker threads. */
  phone: CalibratedPhone;
  viewports: ViewportFigures[];
  workers: WorkerThrottling;
}

interface Stack {
  name: StackName;
  baseURL: string;
  files: FirstVisitFiles;
  /** The storefront runs in a process of its own: the browser's responses tell what it sent. */
  filesSeenByBrowser: boolean;
}

async function visit(page: Page, url: string, { preview }: { preview: boolean }): Promise<VisitSample> {
  // Watched from the moment the page's document arrives: a card drawn before the load event (a page drawn on the
  // server) is timed when it is drawn, not when the load event lets the watching start.
  const asked = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(firstPricedCardPainted, null, { polling: 'raf', timeout: 60_000 });
  const wallMs = Math.round(performance.now() - asked);
  // Where the preview's time went is read once its shop runs, untimed: a page drawn at build time shows its first card
  // before the worker has served the page and the shop has started.
  if (preview) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SHOP_STARTED_MARK, { timeout: 60_000 });
  return { firstCardMs: Math.round(Number(await handle.jsonValue())), wallMs, marks: await page.evaluate(previewMarks) };
}

async function throttledContext(
  browser: Browser,
  viewport: ViewportName,
  phone: CalibratedPhone,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PREVIEW_VIEWPORTS[viewport]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.multiplier });
  return { context, page };
}

/** Files only: the API's answers (under /rest/api/, mostly POSTs) are the backend's data, not the shop's files. */
function tellFilesFromBrowser(context: BrowserContext, files: FirstVisitFiles): void {
  context.on('response', (response) => {
    const request = response.request();
    if (response.status() !== 200 || request.method() !== 'GET' || new URL(request.url()).pathname.startsWith('/rest/api/')) return;
    files.sent(response.url(), response.headers()['content-type'] ?? '', () => response.body());
  });
}

async function settle(files: FirstVisitFiles): Promise<void> {
  const limit = performance.now() + SETTLE_LIMIT_MS;
  await sleep(QUIET_MS);
  while (performance.now() - files.lastSentAt < QUIET_MS && performance.now() < limit) await sleep(100);
}

const heaviest = (weights: FirstVisitWeight[]): FirstVisitWeight =>
  weights.reduce((a, b) => (b.scriptGzipBytes + b.dataGzipBytes > a.scriptGzipBytes + a.dataGzipBytes ? b : a));

async function measureStack(
  browser: Browser,
  stack: Stack,
  viewport: ViewportName,
  phone: CalibratedPhone,
  log: (line: string) => void,
): Promise<StackFigures> {
  const started = performance.now();
  const first: VisitSample[] = [];
  const repeat: VisitSample[] = [];
  const weights: FirstVisitWeight[] = [];
  let searchMs: number[] = [];
  for (let n = 0; n < PREVIEW_LOADS; n += 1) {
    const { context, page } = await throttledContext(browser, viewport, phone);
    if (stack.filesSeenByBrowser) tellFilesFromBrowser(context, stack.files);
    stack.files.open();
    first.push(await visit(page, stack.baseURL, { preview: stack.name === 'preview' }));
    // The same visitor comes back once the first visit has fetched all it was going to.
    await settle(stack.files);
    stack.files.close();
    weights.push(await stack.files.weight());
    repeat.push(await visit(page, stack.baseURL, { preview: stack.name === 'preview' }));
    if (n === 0) searchMs = await searches(page);
    await context.close();
  }
  const figures = { first, repeat, searchMs, weight: heaviest(weights) };
  const firstMs = median(first.map((s) => s.wallMs));
  const repeatMs = median(repeat.map((s) => s.wallMs));
  const js = (figures.weight.scriptGzipBytes / 1024).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  log(
    `  ${viewport} ${stack.name}: first card seen ${firstMs} ms after asking (first visit), ${repeatMs} ms (repeat); ${js} KB JS (${seconds} s)`,
  );
  return figures;
}

async function searches(page: Page): Promise<number[]> {
  // Timed once the page is done starting: a page drawn on the server is still loading its app when its card shows.
  await page.waitForLoadState('networkidle');
  const times: number[] = [];
  for (let s = 0; s < SEARCHES; s += 1) times.push(await page.evaluate(timedSearch));
  return times;
}

function workerThrottling(throttle: WorkerThrottle): WorkerThrottling {
  if (!throttle.applied) return { applied: false, reason: throttle.reason };
  const threads = throttle.threadsSlowed();
  return threads > 0 ? { applied: true, threads } : { applied: false, reason: 'no worker thread of the browser could be capped' };
}

/** The three stacks, started; each stop is pushed onto `stops` as soon as its server is up. */
async function startStacks(stops: (() => Promise<void>)[]): Promise<Record<StackName, Stack>> {
  const previewFiles = new FirstVisitFiles(WORKER_FILES);
  const host = await startPreviewHost((sent) => previewFiles.sent(sent.path, sent.contentType, () => readFile(sent.file)));
  stops.push(host.stop);
  const shellShop = await startShellShop('shop drawn in the browser', WEB_DIST);
  stops.push(shellShop.stop);
  const drawingShop = await startDrawingShop('shop drawn by the storefront', WEB_DIST);
  stops.push(drawingShop.stop);
  const seenByBrowser = (name: StackName, base: string): Stack => ({
    name,
    baseURL: `${base}/`,
    files: new FirstVisitFiles(WORKER_FILES),
    filesSeenByBrowser: true,
  });
  return {
    preview: { name: 'preview', baseURL: host.baseURL, files: previewFiles, filesSeenByBrowser: false },
    shellShop: seenByBrowser('shellShop', shellShop.base),
    drawingShop: seenByBrowser('drawingShop', drawingShop.base),
  };
}

/**
 * The browser-only preview's figures: the preview served as static files under a sub-path, beside the same shop on
 * the Node mock drawn in the browser and drawn by the storefront's server; headless Chromium with its CPU throttled
 * as `phone` says for this host (no network throttling: all on 127.0.0.1), at a laptop's and a phone's viewport.
 */
export async function previewBench(log: (line: string) => void, phone: CalibratedPhone): Promise<PreviewResult> {
  const { chromium } = await import('playwright-core');
  ensureWebBuild();
  const stops: (() => Promise<void>)[] = [];
  try {
    const stacks = await startStacks(stops);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const workers = throttleWorkerThreads(phone.multiplier);
    stops.push(async () => {
      await browser.close();
      workers.stop();
    });
    const viewports: ViewportFigures[] = [];
    for (const viewport of Object.keys(PREVIEW_VIEWPORTS) as ViewportName[]) {
      const measure = (stack: Stack) => measureStack(browser, stack, viewport, phone, log);
      viewports.push({
        viewport,
        stacks: {
          preview: await measure(stacks.preview),
          shellShop: await measure(stacks.shellShop),
          drawingShop: await measure(stacks.drawingShop),
        },
      });
    }
    return { phone, viewports, workers: workerThrottling(workers) };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
