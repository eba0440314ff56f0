import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { shellHeadFiller } from '../src/server-render/shell-head-slot';
import { drawnPageTemplate, pageTemplate, staticImportsOf, stylesheetOf } from './page-template-plugin';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });
const asset = (fileName: string) => ({ type: 'asset' as const, fileName });

/** The shape of the shop's entry: the shell imports the entry back, and the entry imports React after the shell. */
const entry = chunk('assets/index-1.js', ['assets/runtime-2.js', 'assets/shell-3.js', 'assets/react-4.js']);
const built = {
  'assets/index-1.js': entry,
  'assets/runtime-2.js': chunk('assets/runtime-2.js'),
  'assets/shell-3.js': chunk('assets/shell-3.js', ['assets/runtime-2.js', 'assets/index-1.js', 'assets/router-5.js']),
  'assets/react-4.js': chunk('assets/react-4.js'),
  'assets/router-5.js': chunk('assets/router-5.js', ['assets/react-4.js']),
  'assets/lazy-6.js': chunk('assets/lazy-6.js'),
  'assets/style-7.css': asset('assets/style-7.css'),
};

describe('staticImportsOf', () => {
  it("lists the entry's static imports, each after its own, as Vite's modulepreload tags do, without the entry", () => {
    // Vite's own order for this bundle: runtime, react, index (through the shell's cycle), router, shell.
    expect(staticImportsOf(entry, built)).toEqual(['assets/runtime-2.js', 'assets/react-4.js', 'assets/router-5.js', 'assets/shell-3.js']);
  });
});

describe('stylesheetOf', () => {
  it("names the build's one stylesheet, and refuses a build with none or several", () => {
    expect(stylesheetOf(built)).toBe('assets/style-7.css');
    expect(() => stylesheetOf({ 'assets/index-1.js': entry })).toThrow(/0 stylesheets/);
    expect(() => stylesheetOf({ ...built, 'assets/route-8.css': asset('assets/route-8.css') })).toThrow(/2 stylesheets/);
  });
});

describe('drawnPageTemplate', () => {
  const page = '<html lang="<!--app-lang-->">\n  <head>\n    <!--app-head-->\n  </head>\n  <body>\n    <!--app-root-->\n  </body>\n</html>';

  it('keeps the placeholders and puts the stylesheet and the starter of the entry and its imports at the end of <head>', () => {
    const template = drawnPageTemplate(page, {
      base: '/',
      entry: 'assets/index-1.js',
      preloads: ['assets/react-4.js', 'assets/shell-3.js'],
      stylesheet: 'assets/style-7.css',
    });
    expect(template).toBe(
      [
        '<html lang="<!--app-lang-->">',
        '  <head>',
        '    <!--app-head-->',
        '    <link rel="stylesheet" crossorigin href="/assets/style-7.css">',
        '    <script src="/start-after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-4.js /assets/shell-3.js" defer></script>',
        '  </head>',
        '  <body>',
        '    <!--app-root-->',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('names every file under the build base, and refuses a page without one </head>', () => {
    const template = drawnPageTemplate(page, {
      base: '/shop/',
      entry: 'assets/index-1.js',
      preloads: ['assets/react-4.js'],
      stylesheet: 'assets/style-7.css',
    });
    expect(template).toContain('href="/shop/assets/style-7.css"');
    expect(template).toContain(
      'src="/shop/start-after-paint.js" data-entry="/shop/assets/index-1.js" data-preload="/shop/assets/react-4.js"',
    );
    expect(() => drawnPageTemplate('<html><body></body></html>', { base: '/', entry: 'a.js', preloads: [], stylesheet: 'a.css' })).toThrow(
      /<\/head>/,
    );
  });
});

describe('the static page', () => {
  it("is web/index.html with the shop's defaults in its placeholders and the entry added, as the dev server serves it", async () => {
    const root = join(import.meta.dirname, '..');
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      appType: 'custom',
      plugins: [pageTemplate({ entry: '/src/main.tsx' })],
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    onTestFinished(() => server.close());
    const html = await server.transformIndexHtml('/', readFileSync(join(root, 'index.html'), 'utf8'));
    expect(html).not.toContain('<!--app-');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Tours: guided tours and activities</title>');
    expect(html).toContain(
      '<meta name="description" content="Find and book guided tours, day trips and activities with local guides." data-fallback />',
    );
    expect(html).toMatch(/<div id="root"><\/div>\s*<script type="module" src="\/src\/main.tsx"><\/script>\s*<\/body>/);
    // Its default title and description in the slot a server fills with a page's own head (shell-head-slot.ts).
    const withPageHead = shellHeadFiller(html)('<title>Great Wall | Tours</title>');
    expect(withPageHead).toContain('<title>Great Wall | Tours</title>');
    expect(withPageHead).not.toContain('<title>Tours: guided tours and activities</title>');
    expect(withPageHead).not.toContain('<meta name="description"');
    expect(withPageHead).toContain('<link rel="manifest" href="/site.webmanifest" />');
  });
});
