import { type CalibratedPhone, describePhone } from './calibrated-phone.js';
import { measuredStamp } from './lighthouse-scores.js';
import { median } from './load.js';
import {
  PREVIEW_LOADS,
  PREVIEW_TARGETS,
  PREVIEW_VIEWPORTS,
  type PreviewResult,
  SEARCHES,
  STOREFRONT_RATIO_TARGETS,
  type StackFigures,
  type StackName,
  type ViewportFigures,
  type VisitSample,
  type WorkerThrottling,
} from './preview.js';

export const PREVIEW_HEADING = '## Browser-only preview';

const STACK_LABELS: Record<StackName, string> = {
  preview: 'preview (static files, mock in the browser)',
  shellShop: 'shop on the Node mock, drawn in the browser (`--shell-only`)',
  drawingShop: 'shop on the storefront server, pages drawn there (`npm start`)',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const samples = (visits: VisitSample[]) => visits.map((v) => v.wallMs).join(', ');
/** What the visitor waits: from asking for the page to the first card (VisitSample.wallMs). */
const firstCard = (visits: VisitSample[]) => median(visits.map((v) => v.wallMs));
const onPageClock = (visits: VisitSample[]) => median(visits.map((v) => v.firstCardMs));
const markMedian = (visits: VisitSample[], mark: string) => {
  const values = visits.map((v) => v.marks[mark]).filter((v): v is number => typeof v === 'number');
  return values.length > 0 ? ms(median(values)) : 'n/a';
};
const verdict = (value: number, target: number, show: (n: number) => string) =>
  value <= target ? 'met' : `**missed** (target ${show(target)})`;

/** Each of the issue's targets, met or missed, for the preview at one viewport. */
function targets(preview: StackFigures): string {
  return [
    `first visit ${verdict(firstCard(preview.first), PREVIEW_TARGETS.firstVisitMs, ms)}`,
    `repeat ${verdict(firstCard(preview.repeat), PREVIEW_TARGETS.repeatVisitMs, ms)}`,
    `JS ${verdict(preview.weight.scriptGzipBytes, PREVIEW_TARGETS.firstVisitJsGzipBytes, kb)}`,
  ].join('; ');
}

/** The preview's first card over the storefront's (`npm start`) of the same run, first and repeat visit, against their targets. */
function storefrontRatios({ preview, drawingShop }: ViewportFigures['stacks']): string {
  const ratio = (visits: (figures: StackFigures) => VisitSample[], target: number) => {
    const value = firstCard(visits(preview)) / firstCard(visits(drawingShop));
    return `${value.toFixed(2)}x, ${verdict(value, target, (n) => `${n}x`)}`;
  };
  return [
    'Preview over the storefront (`npm start`) of this run, first card: first visit',
    `${ratio((f) => f.first, STOREFRONT_RATIO_TARGETS.firstVisit)}; repeat visit ${ratio((f) => f.repeat, STOREFRONT_RATIO_TARGETS.repeatVisit)}`,
    `(targets ${STOREFRONT_RATIO_TARGETS.firstVisit}x and ${STOREFRONT_RATIO_TARGETS.repeatVisit}x).`,
  ].join(' ');
}

function row(name: StackName, figures: StackFigures): string {
  const cells = [
    STACK_LABELS[name],
    `${ms(firstCard(figures.first))} (${samples(figures.first)})`,
    `${ms(firstCard(figures.repeat))} (${samples(figures.repeat)})`,
    `${ms(onPageClock(figures.first))} / ${ms(onPageClock(figures.repeat))}`,
    `${median(figures.searchMs).toFixed(1)} ms`,
    kb(figures.weight.scriptGzipBytes),
    kb(figures.weight.dataGzipBytes),
    name === 'preview' ? targets(figures) : 'reference',
  ];
  return `| ${cells.join(' | ')} |`;
}

function table({ viewport, stacks }: ViewportFigures): string[] {
  const phone = 'isMobile' in PREVIEW_VIEWPORTS[viewport];
  return [
    `### ${viewport}${phone ? ' (phone: isMobile, touch, device scale factor 3)' : ''}`,
    '',
    '| Stack | First card, first visit (samples) | Repeat visit (samples) | Page clock, first / repeat | Search | JS, first visit | Data files, first visit | Targets |',
    '|---|---|---|---|---|---|---|---|',
    row('preview', stacks.preview),
    row('shellShop', stacks.shellShop),
    row('drawingShop', stacks.drawingShop),
    '',
    storefrontRatios(stacks),
    '',
  ];
}

function throttled(phone: CalibratedPhone, workers: WorkerThrottling): string[] {
  const page = `Throttled: the page's main thread, by Chromium (\`Emulation.setCPUThrottlingRate\`, ${phone.multiplier}x).`;
  if (!workers.applied)
    return [
      page,
      `Chromium refuses that command on worker targets, and this run could not slow them otherwise (${workers.reason}):`,
      "**the preview's service worker, where its mock runs, ran at full speed**, so its figures flatter it.",
    ];
  return [
    page,
    'Chromium refuses that command on worker targets, so the bench gives every Web Worker and service worker thread of',
    `the browser a CPU cgroup of its own capped at 1/${phone.multiplier} of a core (${workers.threads} worker threads over the run): the`,
    "preview's service worker, where its mock runs, runs at its page's pace. Not throttled, in every stack alike: V8's",
    'background compiler threads, the compositor and raster threads, the browser and GPU processes (IndexedDB among',
    'them), and the servers, which share the same two cores.',
  ];
}

function whereTimeGoes({ viewport, stacks: { preview } }: ViewportFigures): string {
  const both = (mark: string) => `${markMedian(preview.first, mark)} / ${markMedian(preview.repeat, mark)}`;
  return `at ${viewport}, served by its service worker from ${both('served')}, shop rendering from ${both('shop-started')}`;
}

/** The preview's section of docs/benchmarks.md. */
export function renderPreview(result: PreviewResult, measuredAt: Date): string {
  const [laptop] = result.viewports;
  const extra = laptop
    ? [
        `The preview's extra JS at ${laptop.viewport} is ${kb(laptop.stacks.preview.weight.scriptGzipBytes - laptop.stacks.shellShop.weight.scriptGzipBytes)}`,
        `gzipped over the shop drawn in the browser, of which ${kb(laptop.stacks.preview.weight.workerScriptGzipBytes)} are the files run off the main thread`,
        "(the service worker: the mock's domain, contract checks and browser adapter).",
      ]
    : [];
  return [
    PREVIEW_HEADING,
    '',
    'Command: `npm run bench:preview` (also a step of `npm run bench`). The preview is built for `/tours-preview/` and',
    'served as plain files (`@fastify/static`, no fallback, no API server). Beside it, the same shop on the Node mock',
    "behind the storefront's server, once drawn in the browser (`--shell-only`, as from a static host) and once as",
    '`npm start` runs it (each page drawn on the server with its data, `--page-cache 0`). Headless Debian Chromium,',
    `the CPU throttled to a phone calibrated to this host (as the top of this page says): ${describePhone(result.phone)};`,
    'no network throttling (all on 127.0.0.1), at each viewport below. "First card": from',
    'the moment the bench asks for the page to the moment it sees the first priced tour card (in page order) with its',
    'picture loaded, on the bench\'s clock, as a person waiting at the screen lives it (the targets read this); "Page',
    'clock": the same card on the page\'s own clock, from its navigation start, which misses what comes before it. Medians of',
    `${PREVIEW_LOADS} loads, each first visit in a fresh browser context (empty cache, IndexedDB and service worker), the`,
    "repeat visit in the same context after it (the world from IndexedDB; files from the HTTP cache, the preview's from",
    'its service worker\'s checked cache). "Search": one',
    `\`product.search\` sent by the page, median of ${SEARCHES}, at the same throttling.`,
    '"JS": every JavaScript (or WebAssembly) file a first visit fetched until nothing came for a second after its',
    "first card, gzipped at level 9, the heaviest of the first visits. The preview's are counted where they were sent:",
    "a hook on its static host, which hears the page's, the Web Worker's and the service worker's fetches and imports",
    "alike. The storefront runs in its own process, so the shops' are counted as the browser received them (Playwright's",
    "responses in the visit's context, which include workers' and service workers'). \"Data files\": every other file",
    'sent that is not the page, a stylesheet, a picture, a font, a video or the web app manifest (a `.json` world, say),',
    "gzipped the same way; the API's answers are not files, and a page drawn on the server carries its data inside.",
    ...throttled(result.phone, result.workers),
    `Measured ${measuredStamp(measuredAt)} UTC.`,
    '',
    ...result.viewports.flatMap(table),
    ...extra,
    'Where a preview visit spends its time (medians from navigation start, first visit / repeat visit):',
    `${result.viewports.map(whereTimeGoes).join('; ')}.`,
    '',
  ].join('\n');
}
