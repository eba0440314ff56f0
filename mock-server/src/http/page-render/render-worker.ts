/**
 * The page-render worker: the shop's own modules (the web build's server bundle) drawing pages in a browser-like
 * window (jsdom, as in the web unit tests), on their own thread so a render never holds up an API answer. The
 * calls a page makes are sent to the server, which answers them through its routes (worlds, faults, --upstream).
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import type { FetchedMessage, FromWorker, RenderBundle, RenderMessage, ToWorker, WorkerData } from './protocol.js';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const { bundle, template } = workerData as WorkerData;
const send = (message: FromWorker) => port.postMessage(message);

const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', { url: 'http://shop.invalid/' });

/** The headers of the page request being drawn (its world); renders never overlap (see `queue`). */
let forwarded: Record<string, string> = {};
const answers = new Map<number, (message: FetchedMessage) => void>();
let nextCall = 0;

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('a server-rendered page sent a body that is neither text nor a form');
}

/** While true, every call fails at once without reaching the server (the warm-up render below). */
let warmingUp = false;

/** The page's fetch: relative addresses, answered by the server's own routes with the visitor's cookie. */
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  if (warmingUp) return new Response('', { status: 503 });
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://shop.invalid');
  const id = nextCall++;
  const headers = { ...Object.fromEntries(new Headers(init?.headers).entries()), ...forwarded };
  const answer = new Promise<FetchedMessage>((resolve) => answers.set(id, resolve));
  send({ type: 'fetch', id, method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, headers, body: bodyText(init?.body) });
  const { status, headers: answerHeaders, body } = await answer;
  return new Response(body, { status, headers: answerHeaders });
};

const module = (await import(pathToFileURL(bundle).href)) as RenderBundle;
const renderDocument = await module.startPageRenderer(dom.window, { template, setUrl: (url) => dom.reconfigure({ url }) });

let queue: Promise<unknown> = Promise.resolve();

const giveUpAfter = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * One page at a time (they share the window), each given up after its time: a page whose call hangs (a fault's
 * delay) must not hold up the pages after it. What it still does after that is thrown away.
 */
function render(message: RenderMessage): void {
  queue = queue.then(async () => {
    forwarded = message.forward;
    try {
      const html = await Promise.race([
        renderDocument({ url: message.url, cookie: message.forward.cookie, userAgent: message.userAgent }),
        giveUpAfter(message.timeoutMs),
      ]);
      send({ type: 'rendered', id: message.id, html });
    } catch (error) {
      send({
        type: 'rendered',
        id: message.id,
        html: null,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    } finally {
      forwarded = {};
    }
  });
}

/**
 * The main pages drawn once before the first visitor's, their calls failing at once: a fresh worker's first render of
 * a page loads its modules and compiles the shop's code, which on a busy machine takes longer than a visitor may wait.
 */
const WARM_UP_PAGES = ['/', '/productList', '/productInfo/1', '/Blog'];
warmingUp = true;
for (const path of WARM_UP_PAGES) await renderDocument({ url: `http://shop.invalid${path}` }).catch(() => null);
warmingUp = false;
send({ type: 'ready' });

port.on('message', (message: ToWorker) => {
  if (message.type === 'render') render(message);
  else answers.get(message.id)?.(message);
  if (message.type === 'fetched') answers.delete(message.id);
});
