import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { webSource } from '@tours/web/folders';
import type { CanonicalAddressOf, DrawnVisitOf } from '../src/page-renderer.js';

/**
 * The shop's own visit reader and page addresses from its source, which web/dist/.server/drawn-visit.mjs is built from, so the tests need
 * no build. Typed as the server reads the built one: this project's typecheck does not take in web's modules.
 */
const SOURCE = pathToFileURL(join(webSource, 'server-render/drawn-visit.ts')).href;
export const { drawnVisitOf, canonicalAddressOf } = (await import(SOURCE)) as {
  drawnVisitOf: DrawnVisitOf;
  canonicalAddressOf: CanonicalAddressOf;
};
