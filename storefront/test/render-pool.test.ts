import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startRenderPool } from '../src/render-pool.js';
import { build } from './build.js';
import { ASSET, makeFakeWebDist } from './fake-web-dist.js';

/**
 * The render threads as they run in production: src/render-worker.ts bundled as the build bundles it, drawing with a
 * shop whose renderer burns a second of CPU for each page, synchronously, as a heavy render would. Each test asserts what
 * finished first, never how long anything took.
 */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const BURN_MS = 1_000;
const BROWSER = { accept: 'text/html', 'accept-encoding': 'identity' };
const webDist = makeFakeWebDist();
const drawnLog = join(webDist.dir, 'drawn.log');
/** The request id each drawing was given (request-id.ts), one line a page. */
const requestIdLog = join(webDist.dir, 'request-ids.log');
let workerDir = '';

beforeAll(async () => {
  // Beside the package, so the bundle finds jsdom in node_modules as dist/render-worker.mjs does.
  mkdirSync(join(PACKAGE, 'dist'), { recursive: true });
  workerDir = mkdtempSync(join(PACKAGE, 'dist', 'test-render-worker-'));
  await esbuild({
    entryPoints: [join(PACKAGE, 'src', 'render-worker.ts')],
    outfile: join(workerDir, 'render-worker.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['jsdom', 'piscina'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  writeFileSync(
    join(webDist.dir, '.server', 'entry-server.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function createPageRenderer() {
  return async (request) => {
    const { pathname } = new URL(request.url);
    appendFileSync(${JSON.stringify(drawnLog)}, pathname + '\\n');
    appendFileSync(${JSON.stringify(requestIdLog)}, (request.headers.get('x-request-id') ?? 'none') + '\\n');
    const until = Date.now() + ${BURN_MS};
    while (Date.now() < until);
    return { status: 200, html: '<!doctype html><html><body><div id="root" data-drawn-for="en.0.0">' + pathname + '</div></body></html>' };
  };
}
`,
  );
});

afterAll(() => {
  webDist.remove();
  if (workerDir) rmSync(workerDir, { recursive: true, force: true });
});

async function storefrontWithPool(
  options: { threads?: number; queue?: number; deadlineMs?: number; firstVisitDeadlineMs?: number; pagesPerThread?: number } = {},
) {
  writeFileSync(drawnLog, '');
  const deadlineMs = options.deadlineMs ?? 10_000;
  const pool = startRenderPool({
    webDist: webDist.dir,
    api: 'http://127.0.0.1:9',
    workerFile: pathToFileURL(join(workerDir, 'render-worker.mjs')),
    threads: options.threads ?? 1,
    queue: options.queue ?? 8,
    pagesPerThread: options.pagesPerThread,
  });
  onTestFinished(() => pool.close());
  await pool.ready();
  const { app } = await build({
    webDist: webDist.dir,
    render: pool.render,
    pageDeadlineMs: deadlineMs,
    firstVisitDeadlineMs: options.firstVisitDeadlineMs ?? deadlineMs,
  });
  const finished: string[] = [];
  /** A visit without any cookie (a first visit), or with the one given. */
  const visit = (url: string, cookie?: string) =>
    app.inject({ url, headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } }).then((answer) => {
      finished.push(url);
      return { url, drawn: answer.body.includes('data-drawn-for'), status: answer.statusCode };
    });
  return { app, pool, visit, finished };
}

const drawn = () => readFileSync(drawnLog, 'utf8').split('\n').filter(Boolean);

/** Waits, on this thread's own timers, until a render thread has started drawing `path`. */
async function untilDrawing(path: string): Promise<void> {
  while (!drawn().includes(path)) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('pages drawn in render threads', () => {
  it("draws a page with its request's id, which the renderer passes on to the backend", async () => {
    const { app } = await storefrontWithPool();
    writeFileSync(requestIdLog, '');
    const answer = await app.inject({ url: '/aboutUs', headers: { ...BROWSER, 'x-request-id': 'balancer-9' } });
    expect(answer.headers['x-request-id']).toBe('balancer-9');
    expect(readFileSync(requestIdLog, 'utf8')).toBe('balancer-9\n');
  });

  it('answers /healthz and a file while a page burns a second of CPU in a render thread, then sends that page drawn', async () => {
    const { app, visit, finished } = await storefrontWithPool({});
    const page = visit('/aboutUs');
    await untilDrawing('/aboutUs');
    const health = await app.inject({ url: '/healthz' });
    finished.push('/healthz');
    const asset = await app.inject({ url: ASSET });
    finished.push(ASSET);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(asset.statusCode).toBe(200);
    expect((await page).drawn).toBe(true);
    expect(finished).toEqual(['/healthz', ASSET, '/aboutUs']);
  });

  it('with no queue, sends the shell at once to a page that finds every thread busy', async () => {
    const { visit, finished } = await storefrontWithPool({ threads: 1, pagesPerThread: 1, queue: 0 });
    const first = visit('/aboutUs');
    await untilDrawing('/aboutUs');
    expect(await visit('/Blog')).toEqual({ url: '/Blog', drawn: false, status: 200 });
    expect(await first).toEqual({ url: '/aboutUs', drawn: true, status: 200 });
    expect(finished).toEqual(['/Blog', '/aboutUs']);
  });

  it('sends the shell at once to a page that finds the queue full, and draws the ones before it', async () => {
    const { visit, finished } = await storefrontWithPool({ threads: 1, pagesPerThread: 1, queue: 1 });
    const first = visit('/aboutUs');
    await untilDrawing('/aboutUs');
    const waiting = visit('/Blog');
    // Time for the waiting page to reach the pool before the next one arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await visit('/article?id=1');
    expect(refused).toEqual({ url: '/article?id=1', drawn: false, status: 200 });
    expect(await Promise.all([first, waiting])).toEqual([
      { url: '/aboutUs', drawn: true, status: 200 },
      { url: '/Blog', drawn: true, status: 200 },
    ]);
    expect(finished).toEqual(['/article?id=1', '/aboutUs', '/Blog']);
  });

  it('sends the shell at the deadline, and never starts a page whose time was spent waiting for its turn', async () => {
    const { pool, visit } = await storefrontWithPool({ threads: 1, pagesPerThread: 1, deadlineMs: 500 });
    const burning = visit('/aboutUs');
    await untilDrawing('/aboutUs');
    const waiting = visit('/Blog');
    expect(await Promise.all([burning, waiting])).toEqual([
      { url: '/aboutUs', drawn: false, status: 200 },
      { url: '/Blog', drawn: false, status: 200 },
    ]);
    // The thread takes its tasks in order: once this one is done, the waiting page's turn has come and gone.
    await pool.ready();
    expect(drawn()).toEqual(['/aboutUs']);
  });

  it("gives a visitor's own searches one page of a thread's room, never the room of first visits and other visitors", async () => {
    const { visit, finished } = await storefrontWithPool({ threads: 1, pagesPerThread: 1, queue: 0 });
    const search = visit('/productList?keyword=first');
    await untilDrawing('/productList');
    const pages = [visit('/productList?keyword=second'), visit('/aboutUs'), visit('/Blog', 'tracking=1')];
    expect(await Promise.all([search, ...pages])).toEqual([
      { url: '/productList?keyword=first', drawn: true, status: 200 },
      { url: '/productList?keyword=second', drawn: false, status: 200 },
      { url: '/aboutUs', drawn: true, status: 200 },
      { url: '/Blog', drawn: true, status: 200 },
    ]);
    expect(finished[0]).toBe('/productList?keyword=second');
  });

  it('gives a first visit, without any cookie, its own longer deadline', async () => {
    const { visit } = await storefrontWithPool({ threads: 1, pagesPerThread: 2, deadlineMs: 500, firstVisitDeadlineMs: 10_000 });
    expect(await Promise.all([visit('/aboutUs'), visit('/Blog', 'tracking=1')])).toEqual([
      { url: '/aboutUs', drawn: true, status: 200 },
      { url: '/Blog', drawn: false, status: 200 },
    ]);
  });
});
