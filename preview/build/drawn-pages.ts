import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import type { BuiltWorld } from '../sw/built-world.ts';

/** What build/draw-pages.ts is given, as one JSON file. */
export interface DrawingJob {
  /** web's server bundle, built for the preview (its `entry-server` and `drawn-visit` modules). */
  serverDir: string;
  /** The built world the service worker starts from, as the build ships it. */
  worldFile: string;
  /** The drawn page's template of this build (web/build/page-template-plugin.ts). */
  template: string;
  base: string;
  /** The pages' addresses under the base, without the leading slash ('' is the home page). */
  paths: string[];
  /** Where the pages go: the build's folder. */
  outDir: string;
}

const web = resolve(import.meta.dirname, '../../web');
const execFileAsync = promisify(execFile);

/**
 * The tours drawn beside the home page and the tour list: the first of the world's tours by id. Each tour's page is
 * some 100 KB in each language, and a visitor who opens another gets it drawn in the browser as before.
 * `PREVIEW_DRAWN_TOURS` draws another number (a test run that opens only the first tours draws only those).
 */
function drawnTours(): number {
  const asked = process.env.PREVIEW_DRAWN_TOURS;
  if (asked === undefined || asked === '') return 24;
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 0) throw new Error(`PREVIEW_DRAWN_TOURS takes a whole number of tours, not ${asked}`);
  return count;
}

/** The pages the build draws in each language: the home page, the tour list and the first tours (drawnTours). */
export function drawnPaths(world: BuiltWorld): string[] {
  const tours = world.state.tours
    .map((tour) => tour.id)
    .sort((a, b) => a - b)
    .slice(0, drawnTours());
  return ['', 'productList', ...tours.map((id) => `productInfo/${id}`)];
}

/**
 * Draws the preview's public pages into `outDir` with the shop's own server renderer: web's server bundle, built for
 * this base and in the preview's mode (the illustrated meeting-point map, the mock's tools) so that the browser's first
 * render is the page drawn, then build/draw-pages.ts in a process of its own over the built world.
 */
export async function drawPages(job: Omit<DrawingJob, 'serverDir' | 'worldFile'> & { worldJson: string }): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'tours-preview-drawing-'));
  try {
    const serverDir = join(work, 'server');
    await build({
      configFile: resolve(web, 'vite.render.config.ts'),
      root: web,
      mode: 'preview',
      base: job.base,
      logLevel: 'warn',
      // A production React, as the preview's browser build is.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir: serverDir, emptyOutDir: true, sourcemap: false },
    });
    const worldFile = join(work, 'world.json');
    writeFileSync(worldFile, job.worldJson);
    const drawing: DrawingJob = { serverDir, worldFile, template: job.template, base: job.base, paths: job.paths, outDir: job.outDir };
    const jobFile = join(work, 'job.json');
    writeFileSync(jobFile, JSON.stringify(drawing));
    await execFileAsync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'draw-pages.ts'), jobFile], {
      cwd: import.meta.dirname,
      maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
