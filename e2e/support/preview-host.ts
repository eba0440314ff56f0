import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { HOST } from './servers';
import { repoRoot } from './web-build';

/** The sub-path the journeys host the preview under, as a GitHub Pages project site would. */
export const PREVIEW_BASE = '/tours-preview/';

export interface PreviewHost {
  baseURL: string;
  /** The built preview's folder, served at baseURL. */
  folder: string;
  stop: () => Promise<void>;
}

/**
 * Builds the preview for PREVIEW_BASE into a private folder and serves it as a plain static host would: files
 * only, no fallback to index.html, no mock server anywhere. Whatever answers the API is in the browser.
 */
export async function startPreviewHost(): Promise<PreviewHost> {
  const root = mkdtempSync(join(tmpdir(), 'tours-e2e-preview-'));
  const outDir = join(root, PREVIEW_BASE);
  execFileSync(
    'npx',
    ['vite', 'build', '-c', 'preview/vite.config.ts', '--base', PREVIEW_BASE, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`the preview build in ${outDir} has no index.html`);
  const host = Fastify();
  await host.register(fastifyStatic, { root, index: ['index.html'] });
  const address = await host.listen({ host: HOST, port: 0 });
  return {
    baseURL: `${address}${PREVIEW_BASE}`,
    folder: outDir,
    stop: async () => {
      await host.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
