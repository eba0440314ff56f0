import { existsSync } from 'node:fs';
import type { CalibratedPhone } from './calibrated-phone.js';
import { median } from './load.js';
import { startShellShop } from './mock.js';
import { WEB_DIST } from './web-size.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LOADS = 5;
export const PAGES = { home: '/', 'tour detail': '/productInfo/1' } as const;

interface LcpRow {
  page: keyof typeof PAGES;
  path: string;
  samplesMs: number[];
  medianMs: number;
}

export type LcpOutcome = { rows: LcpRow[]; note: '' } | { rows: []; note: string };

/** The last largest-contentful-paint entry, read after the page settled (buffered, so none is missed). */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries.length ? entries[entries.length - 1].startTime : -1);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(-1), 5000);
})`;

/**
 * Largest Contentful Paint of the built shop served by the mock server, in headless Chromium with the CPU slowed
 * through CDP as `phone` says for this host; each load in a fresh context (cold cache), median of five.
 */
export async function webPerf(log: (line: string) => void, phone: CalibratedPhone): Promise<LcpOutcome> {
  if (!existsSync(CHROMIUM)) return { rows: [], note: `no Chromium at ${CHROMIUM}` };
  if (!existsSync(`${WEB_DIST}/index.html`)) return { rows: [], note: 'web/dist is not built' };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const shop = await startShellShop('shop (web)', WEB_DIST);
  try {
    const rows: LcpRow[] = [];
    for (const [page, path] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
      const samplesMs: number[] = [];
      for (let n = 0; n < LOADS; n += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.multiplier });
        await tab.goto(`${shop.base}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        samplesMs.push(Number(await tab.evaluate(READ_LCP)));
        await context.close();
      }
      const row = { page, path, samplesMs, medianMs: median(samplesMs) };
      log(`  ${page}: LCP median ${row.medianMs.toFixed(0)} ms (${samplesMs.map((s) => s.toFixed(0)).join(', ')})`);
      rows.push(row);
    }
    return { rows, note: '' };
  } finally {
    await shop.stop();
    await browser.close();
  }
}
