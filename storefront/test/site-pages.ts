import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { webSource } from '@tours/web/folders';
import type { ListSitePages } from '../src/page-renderer.js';

/**
 * The shop's own page lister from its source, which web/dist/.server/site-pages.mjs is built from, so the tests need no
 * build. Typed as the server reads the built one: this project's typecheck does not take in web's modules.
 */
const SOURCE = pathToFileURL(join(webSource, 'server-render/site-pages.ts')).href;
export const { createSitePageLister } = (await import(SOURCE)) as { createSitePageLister: (api: string) => ListSitePages };
