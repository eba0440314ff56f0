import type { Plugin } from 'vite';
import { fillPlaceholders } from '../src/server-render/page-placeholders.ts';
import { inShellHeadSlot } from '../src/server-render/shell-head-slot.ts';

/**
 * The shop's static page, in web/index.html's placeholders (src/server-render/page-placeholders.ts): what any static host
 * and the preview serve, drawn in the browser. Its description is the fallback the app drops once it runs (app/app.tsx).
 * Its title and description sit in the slot where a server puts a page's own when it sends this page instead of
 * drawing that one (src/server-render/shell-head-slot.ts).
 */
const STATIC_PAGE = {
  lang: 'en',
  head: inShellHeadSlot([
    '<title>Tours: guided tours and activities</title>',
    '<!-- For clients that run no script; each page renders its own (PageMeta) and app.tsx drops this one. -->',
    '<meta name="description" content="Find and book guided tours, day trips and activities with local guides." data-fallback />',
  ]),
  root: '<div id="root"></div>',
};

/** The public file that starts the scripts once a drawn page is painted (web/public/start-after-paint.js). */
const START_AFTER_PAINT = 'start-after-paint.js';

/** What the drawn page's template needs of a built file (Rolldown's OutputChunk and OutputAsset). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
}
type BuiltFiles = Readonly<Record<string, BuiltChunk | { type: 'asset'; fileName: string }>>;

/**
 * The chunks the entry imports statically, each after its own imports: what Vite names in the static page's
 * modulepreload tags, in their order (vite:build-html's getImportedChunks), less the entry itself, which the shell's
 * import cycle back to it names there.
 */
export function staticImportsOf(entry: BuiltChunk, files: BuiltFiles): string[] {
  const seen = new Set<string>();
  const importsOf = (chunk: BuiltChunk): string[] =>
    chunk.imports.flatMap((fileName) => {
      const file = files[fileName];
      if (file?.type !== 'chunk' || seen.has(fileName)) return [];
      seen.add(fileName);
      return [...importsOf(file), fileName];
    });
  return importsOf(entry).filter((fileName) => fileName !== entry.fileName);
}

/**
 * The build's one stylesheet (web/vite.config.ts: `cssCodeSplit: false`), which a drawn page links from its head: it
 * paints before any script could fetch a route's own. Refused otherwise, as the drawn page would lack the others.
 */
export function stylesheetOf(files: BuiltFiles): string {
  const stylesheets = Object.values(files).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  const [stylesheet] = stylesheets;
  if (!stylesheet || stylesheets.length > 1)
    throw new Error(`the build wrote ${stylesheets.length} stylesheets, where a drawn page links one`);
  return stylesheet.fileName;
}

/**
 * The page's source with its placeholders kept, and in its head the stylesheet and the starter of the scripts in place
 * of Vite's module script and modulepreload tags: over a phone's 4G the scripts would share the link with the
 * stylesheet and the first picture, which are all the first paint of a drawn page needs
 * (docs/adr/0044-pages-drawn-by-the-storefronts-server.md). The starter loads the entry and its imports after the paint.
 */
export function drawnPageTemplate(
  page: string,
  built: { base: string; entry: string; preloads: readonly string[]; stylesheet: string },
): string {
  const { base, entry, preloads, stylesheet } = built;
  if (page.split('</head>').length !== 2) throw new Error('index.html has no one </head> to put the scripts before');
  const tags = [
    `<link rel="stylesheet" crossorigin href="${base}${stylesheet}">`,
    `<script src="${base}${START_AFTER_PAINT}" data-entry="${base}${entry}" data-preload="${preloads.map((file) => base + file).join(' ')}" defer></script>`,
  ];
  return page.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * index.html as the shop's static page: its placeholders filled with the shop's defaults and `entry`, the page's module,
 * added for Vite to build and link (its script, modulepreload and stylesheet tags). With `drawnPageTemplateFile`, a file
 * under the build's folder, the build also writes there the template a server draws pages into
 * (src/server-render/page-template.ts): the source page before the entry was added, with the stylesheet and the
 * scripts' starter written from the entry chunk Vite hands the last HTML transform, never found in the built HTML.
 */
export function pageTemplate({ entry, drawnPageTemplateFile }: { entry: string; drawnPageTemplateFile?: string }): Plugin[] {
  let source: string | undefined;
  let drawnPage: string | undefined;
  let base = '/';
  const staticPage: Plugin = {
    name: 'tours-static-page',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        source = html;
        return {
          html: fillPlaceholders(html, STATIC_PAGE),
          tags: [{ tag: 'script', attrs: { type: 'module', src: entry }, injectTo: 'body' }],
        };
      },
    },
  };
  if (drawnPageTemplateFile === undefined) return [staticPage];
  const drawnPageFile: Plugin = {
    name: 'tours-drawn-page-template',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle || source === undefined) throw new Error('index.html was built without its entry chunk');
        const preloads = staticImportsOf(chunk, bundle);
        drawnPage = drawnPageTemplate(source, { base, entry: chunk.fileName, preloads, stylesheet: stylesheetOf(bundle) });
      },
    },
    // After Vite's own generateBundle, which runs the HTML transforms.
    generateBundle: {
      order: 'post',
      handler() {
        if (drawnPage === undefined) throw new Error('the build transformed no index.html');
        this.emitFile({ type: 'asset', fileName: drawnPageTemplateFile, source: drawnPage });
      },
    },
  };
  return [staticPage, drawnPageFile];
}
