import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { webSource } from '@tours/web/folders';
import type { ReadShellHead } from '../src/page-renderer.js';

/**
 * The shop's own reader of a page's head for its shell, from its source, which web/dist/.server/shell-head.mjs is built
 * from, so the tests need no build. Typed as the server reads the built one: this project's typecheck does not take in
 * web's modules.
 */
const SOURCE = pathToFileURL(join(webSource, 'server-render/shell-head.ts')).href;
export const { createShellHeadReader } = (await import(SOURCE)) as {
  createShellHeadReader: (options: { api: string; shell: string }) => Promise<ReadShellHead>;
};
