import { measuredStamp } from './lighthouse-scores.js';
import { median } from './load.js';
import { PREVIEW_LOADS, PREVIEW_TARGETS, type PreviewResult, SEARCHES, type StackFigures, type VisitSample } from './preview.js';
import { CPU_THROTTLE } from './web-perf.js';

export const PREVIEW_HEADING = '## Browser-only preview';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const samples = (visits: VisitSample[]) => visits.map((v) => v.firstCardMs).join(', ');
const markMedian = (visits: VisitSample[], mark: string) => {
  const values = visits.map((v) => v.marks[mark]).filter((v): v is number => typeof v === 'number');
  return values.length > 0 ? ms(median(values)) : 'n/a';
};
const verdict = (value: number, target: number) => (value <= target ? 'met' : `**missed** (target ${ms(target)})`);

function row(label: string, figures: StackFigures, target?: number): string {
  const first = median(figures.first.map((v) => v.firstCardMs));
  const repeat = median(figures.repeat.map((v) => v.firstCardMs));
  const targets =
    target === undefined ? 'reference' : `first ${verdict(first, target)}; repeat ${verdict(repeat, PREVIEW_TARGETS.repeatVisitMs)}`;
  return `| ${label} | ${ms(first)} (${samples(figures.first)}) | ${ms(repeat)} (${samples(figures.repeat)}) | ${median(figures.searchMs).toFixed(1)} ms | ${kb(figures.jsGzipBytes)} | ${targets} |`;
}

/** The preview's section of docs/benchmarks.md. */
export function renderPreview(result: PreviewResult, measuredAt: Date): string {
  const { preview, shop } = result;
  return [
    PREVIEW_HEADING,
    '',
    'Command: `npm run bench:preview` (also a step of `npm run bench`). The preview is built for `/tours-preview/` and',
    'served as plain files (`@fastify/static`, no fallback, no API server); the same shop on the Node mock server is',
    `the reference. Headless Debian Chromium, 1280x800, ${CPU_THROTTLE}x CPU throttling, no network throttling (both on`,
    `127.0.0.1). "First card": from navigation start to the first tour card whose picture is painted, median of`,
    `${PREVIEW_LOADS} loads, each first visit in a fresh browser context (empty cache, IndexedDB and service worker), the`,
    'repeat visit in the same context after it (the world from IndexedDB, files from the HTTP cache). "Search": one',
    `\`product.search\` sent by the page, median of ${SEARCHES}, at the same throttling. "JS": every script a first`,
    "visit of home fetched, gzipped (level 9), including the preview's Web Worker and service worker.",
    `Measured ${measuredStamp(measuredAt)} UTC.`,
    '',
    '| Stack | First card, first visit (samples) | Repeat visit (samples) | Search | JS, first visit | Targets |',
    '|---|---|---|---|---|---|',
    row('preview (MSW in the page)', preview, PREVIEW_TARGETS.firstVisitMs),
    row('shop on the Node mock', shop),
    '',
    `The preview's extra JS is ${kb(preview.jsGzipBytes - shop.jsGzipBytes)} gzipped over the shop's, of which`,
    `${kb(preview.workerJsGzipBytes)} runs off the main thread (the world worker with the seed, and the service worker).`,
    `Where a preview visit spends its time (medians, from navigation start): world open ${markMedian(preview.first, 'world-open')}`,
    `(first visit, seeded in the worker) and ${markMedian(preview.repeat, 'world-open')} (repeat, from IndexedDB); MSW`,
    `started ${markMedian(preview.first, 'mock-started')} / ${markMedian(preview.repeat, 'mock-started')}; shop rendering from`,
    `${markMedian(preview.first, 'shop-started')} / ${markMedian(preview.repeat, 'shop-started')}.`,
    '',
  ].join('\n');
}
