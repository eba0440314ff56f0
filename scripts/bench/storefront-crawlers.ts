import { loadavg } from 'node:os';
import { bundleNode, freePort, type Running, SERVER_BUNDLE, start, stop } from './processes.js';
import { askUntilStopped, flood, isDrawnPage, ms, percentile, timed } from './timed-requests.js';

/**
 * What crawlers and link previews meet at the storefront's server: a sitemap of a large catalogue built and downloaded
 * while `/healthz` is asked, and a first visitor's pages while another client floods it with unique searches. Part of
 * `npm run bench:storefront`; the figures a server must keep are its README's: `/healthz` p99 at most 100 ms, at
 * least 95 % of the first visitor's pages drawn.
 */
const SITEMAP_TOURS = 20_000;
const DOWNLOADS = 10;
const HEALTH_EVERY_MS = 20;
const FLOOD_PER_SECOND = 50;
const FLOOD_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
/**
 * A first visitor's pages, asked one after another, no cookie: what a crawler or a link preview asks. Each tour of the
 * mock's default catalogue in turn, so that none is a page the server kept from an earlier visit.
 */
const VISITOR_TOURS = 200;
const visitorPage = (n: number) => `/productInfo/${1 + (n % VISITOR_TOURS)}`;

export interface CrawlerRow {
  server: string;
  scenario: string;
  health: number[];
  detail: string;
  load: string;
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const load = () => loadavg()[0]?.toFixed(1) ?? '';

async function startMock(scale?: number): Promise<Running> {
  const port = await freePort();
  const run = bundleNode(SERVER_BUNDLE, ['--port', String(port), ...(scale ? ['--scale', String(scale)] : [])]);
  return start('mock', run.command, run.args, port, async (base) => (await fetch(`${base}/__mock/worlds`)).ok, 180_000);
}

async function startStorefront(bundle: string, webDist: string, mock: Running): Promise<Running> {
  const port = await freePort();
  const run = bundleNode(bundle, ['--api', mock.base, '--port', String(port), '--web-dist', webDist, '--media-path', '/media']);
  return start('storefront', run.command, run.args, port, async (base) => (await fetch(`${base}/healthz`)).ok);
}

/** Ten crawlers ask the sitemap at once (the first build), then ten more the kept one, half brotli and half gzip. */
async function sitemapRow(server: string, storefront: Running): Promise<CrawlerRow> {
  const startLoad = load();
  const stopAsking = askUntilStopped(`${storefront.base}/healthz`, HEALTH_EVERY_MS);
  const wave = () =>
    Promise.all(
      Array.from({ length: DOWNLOADS }, (_, n) => timed(`${storefront.base}/sitemap.xml`, { 'accept-encoding': n % 2 ? 'gzip' : 'br' })),
    );
  const built = await wave();
  const kept = await wave();
  const health = await stopAsking();
  const plain = await fetch(`${storefront.base}/sitemap.xml`);
  const addresses = ((await plain.text()).match(/<url>/g) ?? []).length;
  const statuses = [...built, ...kept].map((answer) => answer.response?.status ?? 'failed');
  const detail = `${addresses.toLocaleString('en')} addresses; first wave (the build) ${ms(Math.max(...built.map((answer) => answer.ms)))}, kept ${ms(Math.max(...kept.map((answer) => answer.ms)))}; answers ${[...new Set(statuses)].join(', ')}`;
  const scenario = `sitemap of ${SITEMAP_TOURS.toLocaleString('en')} tours, built and downloaded ${2 * DOWNLOADS} times`;
  return { server, scenario, health, detail, load: `${startLoad} to ${load()}` };
}

/** A first visitor's pages, one after another, while another client asks a unique search 50 times a second. */
async function floodRow(server: string, storefront: Running): Promise<CrawlerRow> {
  const startLoad = load();
  const until = performance.now() + FLOOD_SECONDS * 1000;
  const searchPath = (n: number) => `/productList?keyword=${process.pid}-${n}`;
  const flooding = flood(storefront.base, searchPath, FLOOD_PER_SECOND, FLOOD_SECONDS, { accept: 'text/html' });
  const visitor: { ms: number; drawn: boolean }[] = [];
  const visiting = (async () => {
    for (let n = 0; performance.now() < until; n += 1) {
      const { ms: took, response } = await timed(`${storefront.base}${visitorPage(n)}`, { accept: 'text/html' });
      visitor.push({ ms: took, drawn: isDrawnPage(response) });
    }
  })();
  const stopAsking = askUntilStopped(`${storefront.base}/healthz`, HEALTH_EVERY_MS);
  const [searches] = await Promise.all([flooding, visiting]);
  const health = await stopAsking();
  const floodDrawn = searches.filter(({ response }) => isDrawnPage(response)).length;
  const drawn = visitor.filter((page) => page.drawn).length;
  const detail = `visitor: ${drawn} of ${visitor.length} pages drawn (${((100 * drawn) / Math.max(1, visitor.length)).toFixed(0)} %), p95 ${ms(
    percentile(
      visitor.map((page) => page.ms),
      95,
    ),
  )}; searches: ${floodDrawn} of ${searches.length} drawn`;
  const scenario = `a first visitor while another client asks ${FLOOD_PER_SECOND} unique searches a second`;
  return { server, scenario, health, detail, load: `${startLoad} to ${load()}` };
}

/** Both scenarios for one build of the storefront's server (its dist/main.mjs and the web/dist it serves). */
export async function measureCrawlers(server: string, bundle: string, webDist: string): Promise<CrawlerRow[]> {
  const rows: CrawlerRow[] = [];
  const large = await startMock(SITEMAP_TOURS);
  try {
    const storefront = await startStorefront(bundle, webDist, large);
    try {
      rows.push(await sitemapRow(server, storefront));
    } finally {
      await stop(storefront);
    }
  } finally {
    await stop(large);
  }
  const mock = await startMock();
  try {
    const storefront = await startStorefront(bundle, webDist, mock);
    try {
      // Warm: the modules and connections a tour page needs.
      await timed(`${storefront.base}/productInfo/${VISITOR_TOURS}`, { accept: 'text/html' });
      rows.push(await floodRow(server, storefront));
    } finally {
      await stop(storefront);
    }
  } finally {
    await stop(mock);
  }
  for (const row of rows) log(`  ${crawlerRowText(row)}`);
  return rows;
}

const crawlerRowText = (row: CrawlerRow) =>
  [
    row.server,
    row.scenario,
    ms(percentile(row.health, 50)),
    ms(percentile(row.health, 99)),
    ms(Math.max(...row.health)),
    row.detail,
    row.load,
  ].join(' | ');

export function crawlerSection(rows: CrawlerRow[], startedAt: Date): string {
  return [
    `Measured ${startedAt.toISOString().slice(0, 16)} UTC, the same run, its load average in the last column (a machine shared with other work reads higher).`,
    `\`/healthz\` asked one request after another, ${HEALTH_EVERY_MS} ms apart, during each scenario (target: p99 at most 100 ms).`,
    `The sitemap: the mock seeded with ${SITEMAP_TOURS.toLocaleString('en')} tours (\`--scale\`), the server with its defaults; ${DOWNLOADS}`,
    `crawlers ask \`/sitemap.xml\` at once (they share the first build), then ${DOWNLOADS} more the kept one, half brotli, half gzip.`,
    `The flood: for ${FLOOD_SECONDS} s, one client asks \`/productList?keyword=<unique>\` ${FLOOD_PER_SECOND} times a second, without cookies, while a`,
    `first visitor (no cookie) asks the ${VISITOR_TOURS} tours in turn, one after another, none kept from an earlier visit (target: at least 95 % drawn).`,
    '',
    '| Server | Scenario | `/healthz` p50 | `/healthz` p99 | `/healthz` max | What came | Load average |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${crawlerRowText(row)} |`),
    '',
  ].join('\n');
}
