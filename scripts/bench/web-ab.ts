/**
 * LCP of two or more builds of the web app measured interleaved, for before/after comparisons on a busy
 * machine: `npx tsx scripts/bench/web-ab.ts before=/tmp/old-dist after=web/dist` (build the old commit with
 * `vite build --outDir`). Each build gets its own mock server; every round loads each page from every build
 * in turn (the order alternating), same throttling (a phone calibrated to this host once, before the loads) and context
 * set-up as web-perf.ts. LOADS=9 by default.
 */
import { chromium } from 'playwright-core';
import { describePhone, measureCalibratedPhone } from './calibrated-phone.js';
import { startShellShop } from './mock.js';
import { CHROMIUM, PAGES } from './web-perf.js';

const LOADS = Number(process.env.LOADS ?? 9);
const builds = process.argv.slice(2).map((arg) => {
  const [name = '', dir = ''] = arg.split('=');
  return { name, dir };
});
if (builds.length < 2 || builds.some((b) => !b.name || !b.dir)) throw new Error('usage: web-ab.ts name=dist-dir name=dist-dir [...]');

/** The last LCP entry with what it painted, so a change of LCP element is visible. */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const el = last?.element;
    resolve(last ? { ms: last.startTime, element: el ? el.tagName + ' ' + (el.getAttribute('src') ?? el.textContent.slice(0, 30)) : '?' } : { ms: -1, element: '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ ms: -1, element: '' }), 5000);
})`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const phone = await measureCalibratedPhone();
process.stdout.write(`CPU throttled to a phone calibrated to this host: ${describePhone(phone)}\n`);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
const servers = await Promise.all(builds.map(async (b) => ({ ...b, shop: await startShellShop(`shop (${b.name})`, b.dir) })));
const samples = new Map<string, number[]>();
try {
  for (let round = 0; round < LOADS; round += 1) {
    for (const [page, path] of Object.entries(PAGES)) {
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.multiplier });
        await tab.goto(`${server.shop.base}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        const lcp = (await tab.evaluate(READ_LCP)) as { ms: number; element: string };
        await context.close();
        const key = `${page}: ${server.name}`;
        samples.set(key, [...(samples.get(key) ?? []), Math.round(lcp.ms)]);
        process.stdout.write(`${key} ${Math.round(lcp.ms)} ms (${lcp.element})\n`);
      }
    }
  }
} finally {
  for (const server of servers) await server.shop.stop();
  await browser.close();
}
for (const [key, values] of samples) process.stdout.write(`${key}: median ${median(values)} ms (${values.join(', ')})\n`);
