import { DRAWN_FOR, SERVER_STATE_ID } from '../app/server-state';
import { jsonForScript } from '../lib/json-for-script';
import { languageTag } from '../lib/preferences';
import { formatVisitor } from '../lib/visitor';
import { fillPlaceholders } from './page-placeholders';
import type { RenderedPage } from './render-page';

/** Text as an HTML attribute value in double quotes, or as the text of a title. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const isTitle = (tag: string) => tag.startsWith('<title>');
const isDescription = (tag: string) => tag.startsWith('<meta name="description"');

/**
 * The page's head tags, one a line. A document has one title and one description: of a page that renders two (a
 * screen that shows the not-found page within it), the first of each. Its description, link preview and addresses are
 * marked as the fallback the app drops before its first render, when the page renders its own (app/app.tsx). Its title
 * is not: React puts the title it renders before any other in <head>, which is the one a browser shows.
 */
export function headLines(tags: readonly string[]): string {
  const firstOfItsKind = (tag: string, index: number) =>
    [isTitle, isDescription].every((kind) => !kind(tag) || tags.findIndex(kind) === index);
  return tags
    .filter(firstOfItsKind)
    .map((tag) => tag.replace(/^<(meta|link) /, '<$1 data-fallback '))
    .join('\n    ');
}

/**
 * The drawn page's template (web/dist/.drawn-page/template.html, written by web/build/page-template-plugin.ts) with a
 * rendered page in its placeholders (page-placeholders.ts):
 * - its language in <html lang>, and its head tags;
 * - the page inside #root, with the visitor it was drawn for, which the app compares with the browser's own before
 *   taking it over (app/server-state.ts), and the answers it was drawn with after it, so the app's first render is the
 *   same page, without asking again.
 * The template itself starts the scripts once the page is painted (web/public/start-after-paint.js).
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  const { visitor } = page;
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  return fillPlaceholders(template, {
    lang: escapeAttribute(languageTag(visitor.language)),
    head: headLines(page.head),
    root: `<div id="root" ${DRAWN_FOR}="${escapeAttribute(formatVisitor(visitor))}">${page.body}</div>${state}`,
  });
}
