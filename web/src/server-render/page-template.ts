import { DRAWN_FOR, SERVER_STATE_ID } from '../app/server-state';
import { jsonForScript } from '../lib/json-for-script';
import { languageTag } from '../lib/preferences';
import { formatVisitor } from '../lib/visitor';
import type { RenderedPage } from './render-page';

/** The file that starts the scripts once the page's HTML is painted (web/public/start-after-paint.js). */
export const START_AFTER_PAINT = '/start-after-paint.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html with a rendered page in it:
 * - its title and description, and its other head tags (canonical and language addresses, the link preview's), marked
 *   as the fallback the app replaces with its own once it runs (app/app.tsx);
 * - the page inside #root, with the visitor it was drawn for, which the app compares with the browser's own before
 *   taking it over (app/server-state.ts);
 * - the answers it was drawn with, so the app's first render is the same page, without asking again;
 * - the scripts started once the page is painted, not in <head>: over a phone's 4G the 170 KB of scripts would share
 *   the link with the stylesheet and the first picture, which are all the first paint needs now (docs/adr/0044-pages-drawn-by-the-storefronts-server.md).
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  const { visitor } = page;
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '').filter((href) => href !== entry);
  const title = /<title>[\s\S]*?<\/title>/.exec(page.head)?.[0];
  const description = /<meta name="description" content="([^"]*)"/.exec(page.head)?.[1];
  const otherTags = (page.head.match(/<(?:meta|link) [^>]*>/g) ?? [])
    .filter((tag) => !tag.startsWith('<meta name="description"'))
    .map((tag) => tag.replace(/^<(meta|link) /, '<$1 data-fallback '));
  const starter = `<script src="${START_AFTER_PAINT}" data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}" defer></script>`;
  let html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${[...otherTags, starter].join('\n    ')}\n  </head>`);
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${languageTag(visitor.language)}"`);
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
  if (description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*" data-fallback \/>/,
      () => `<meta name="description" content="${description}" data-fallback />`,
    );
  }
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  const root = `<div id="root" ${DRAWN_FOR}="${formatVisitor(visitor)}">${page.body}</div>${state}`;
  return html.replace('<div id="root"></div>', () => root);
}
