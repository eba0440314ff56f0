import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { NEIGHBOUR_WORKER_PATH, neighbourWorkerScript } from './neighbour-worker';
import { HOST } from './servers';
import { repoRoot } from './web-build';

const execFileAsync = promisify(execFile);

/** The sub-path the journeys host the preview under, as a GitHub Pages project site would. */
export const PREVIEW_BASE = '/tours-preview/';

/**
 * Another site on the preview's origin, as every project of a GitHub Pages account shares one: a page the journeys
 * use to write the origin's storage the way a hostile neighbour would.
 */
export const NEIGHBOUR_PATH = '/neighbour/';

/** A file the host sent in full (not a 304): the address's path, the file on disk, the content type it went as. */
export interface SentFile {
  path: string;
  file: string;
  contentType: string;
}

export interface PreviewHost {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Builds the preview for PREVIEW_BASE into `outDir`, drawing only the first `drawnTours` tours' pages when given. */
export async function buildPreview(outDir: string, { drawnTours }: { drawnTours?: number } = {}): Promise<void> {
  // In a child of its own, so a run's other set-up (the shop's servers) goes on meanwhile on the other core.
  await execFileAsync(
    'npx',
    ['vite', 'build', '-c', 'preview/vite.config.ts', '--base', PREVIEW_BASE, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: repoRoot, env: { ...process.env, ...(drawnTours === undefined ? {} : { PREVIEW_DRAWN_TOURS: String(drawnTours) }) } },
  );
}

/**
 * Builds the preview for PREVIEW_BASE into a private folder (or copies the one `built` names, already built so) and serves it as a plain static host would: files
 * only, no fallback to index.html, no mock server anywhere, and a neighbour's page beside it (NEIGHBOUR_PATH) with a
 * service worker at the origin's root (neighbour-worker.ts).
 * Whatever answers the API is in the browser.
 * `onFileSent` hears of every file sent, whoever asked for it (the page, a Web Worker, the service worker).
 */
export async function startPreviewHost(
  onFileSent?: (file: SentFile) => void,
  { drawnTours, built }: { drawnTours?: number; built?: string } = {},
): Promise<PreviewHost> {
  const root = mkdtempSync(join(tmpdir(), 'tours-e2e-preview-'));
  const outDir = join(root, PREVIEW_BASE);
  if (built) cpSync(built, outDir, { recursive: true });
  else await buildPreview(outDir, { drawnTours });
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`the preview build in ${outDir} has no index.html`);
  mkdirSync(join(root, NEIGHBOUR_PATH), { recursive: true });
  writeFileSync(join(root, NEIGHBOUR_PATH, 'index.html'), '<!doctype html><title>A neighbour</title><p>Another site of this origin.</p>\n');
  writeFileSync(join(root, NEIGHBOUR_WORKER_PATH), neighbourWorkerScript(PREVIEW_BASE));
  const host = Fastify();
  if (onFileSent) {
    host.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const path = request.url.split('?')[0] ?? request.url;
      const file = join(root, decodeURIComponent(path), path.endsWith('/') ? 'index.html' : '');
      onFileSent({ path, file, contentType: String(reply.getHeader('content-type') ?? '') });
    });
  }
  // The pages drawn at build time by their addresses, as hosts with "pretty" addresses send `<page>.html` for `<page>` (GitHub
  // Pages, Netlify): preview/sw/drawn-pages.ts.
  await host.register(fastifyStatic, { root, index: ['index.html'], extensions: ['html'] });
  const address = await host.listen({ host: HOST, port: 0 });
  return {
    baseURL: `${address}${PREVIEW_BASE}`,
    stop: async () => {
      await host.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
