import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerBrowserRequest, BrowserWorld, freshSnapshot } from '@tours/mock-server/browser';
import type { BuiltWorld } from '../sw/built-world.ts';
import { DRAWN_LANGUAGES, drawnPageFile } from '../sw/drawn-pages.ts';
import type { DrawingJob } from './drawn-pages.ts';

/**
 * Draws the preview's pages at build time, in a process of its own (build/drawn-pages.ts starts it): the shop's own
 * server renderer (web's server bundle, as storefront/src/page-renderer.ts loads it) over the world the service worker
 * starts from, whose calls the mock's fetch-shaped handler answers here, as the worker answers them in the browser.
 * Its own process, because the renderer's client sends its calls with the global fetch, which this one replaces.
 */

/** The host the pages are drawn on: the build cannot know where the preview will be published. */
const DRAWING_ORIGIN = 'http://preview.invalid';

interface DrawnDocument {
  status: number;
  html: string | null;
}
interface RenderBundle {
  createPageRenderer: (options: {
    api: string;
    template: string;
    sanitizerWindow: unknown;
  }) => Promise<(request: Request) => Promise<DrawnDocument | null>>;
}
interface VisitBundle {
  drawnVisitOf: (url: string, cookieHeader: string | undefined, varyCookies: readonly string[]) => { url: string; cookie: string } | null;
}

const jobFile = process.argv[2];
if (!jobFile) throw new Error('usage: draw-pages.ts <job.json>');
const job = JSON.parse(readFileSync(jobFile, 'utf8')) as DrawingJob;
const built = JSON.parse(readFileSync(job.worldFile, 'utf8')) as BuiltWorld;
const world = BrowserWorld.restored(freshSnapshot(built.state), () =>
  Promise.reject(new Error('the build draws from the built world only')),
);
const basePath = job.base.replace(/\/$/, '');

let changed = false;
world.onChange = async () => {
  changed = true;
};
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const answer = await answerBrowserRequest(world, request, { basePath });
  if (!answer) throw new Error(`the preview's pages asked ${request.url}, which the mock does not answer`);
  return answer;
};

const server = (file: string) => pathToFileURL(join(job.serverDir, file)).href;
const { createPageRenderer } = (await import(server('entry-server.mjs'))) as RenderBundle;
const { drawnVisitOf } = (await import(server('drawn-visit.mjs'))) as VisitBundle;
const { JSDOM } = await import('jsdom');
const render = await createPageRenderer({ api: DRAWING_ORIGIN, template: job.template, sanitizerWindow: new JSDOM('').window });

for (const path of job.paths) {
  for (const language of DRAWN_LANGUAGES) {
    const address = `/${path}${language === 'en' ? '' : `?lang=${language}`}`;
    const visit = drawnVisitOf(address, undefined, []);
    if (!visit) throw new Error(`the shop does not draw ${address} on a server`);
    const request = new Request(`${DRAWING_ORIGIN}${basePath}${visit.url}`, { headers: visit.cookie ? { cookie: visit.cookie } : {} });
    const page = await render(request);
    if (page?.status !== 200 || !page.html) throw new Error(`${address} was not drawn (${page ? page.status : 'left to the browser'})`);
    const file = join(job.outDir, drawnPageFile(path, language));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.html);
  }
}
// A page drawn from a world its own calls changed would not be the world the service worker starts from.
if (changed) throw new Error("drawing the preview's pages changed its world");
