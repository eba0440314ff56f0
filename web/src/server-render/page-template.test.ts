import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '../app/server-state';
import { fillTemplate } from './page-template';

/** The drawn page's template as the build writes it (build/page-template-plugin.ts): placeholders, stylesheet, starter. */
const TEMPLATE = `<!doctype html>
<html lang="<!--app-lang-->" data-mantine-color-scheme="light">
  <head>
    <!--app-head-->
    <link rel="stylesheet" crossorigin href="/assets/shell-3.css">
    <script src="/start-after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-2.js" defer></script>
  </head>
  <body>
    <!--app-root-->
  </body>
</html>`;

const page = {
  body: '<main><h1>Great Wall</h1></main>',
  head: [
    '<title>Great Wall | Tours</title>',
    '<meta name="description" content="A day on the wall."/>',
    '<link rel="canonical" href="https://tours.example.com/productInfo/12"/>',
    '<meta property="og:title" content="Great Wall"/>',
  ],
  state: { mutations: [], queries: [] },
  visitor: { language: 'en' as const, signedIn: false },
  leftToBrowser: [],
  status: 200 as const,
};
const chinesePage = { ...page, visitor: { language: 'zh' as const, currencyId: 2, signedIn: false } };

describe('fillTemplate', () => {
  it('puts the page in #root marked with its visitor, its answers beside it, and its language in <html lang>', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain('<div id="root" data-drawn-for="en.0.0"><main><h1>Great Wall</h1></main></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{"mutations":[],"queries":[]}</script>`);
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    const chinese = fillTemplate(TEMPLATE, chinesePage);
    expect(chinese).toContain('<html lang="zh-CN" data-mantine-color-scheme="light">');
    expect(chinese).toContain('data-drawn-for="zh.2.0"');
  });

  it('puts its head tags in, each but the title marked as the fallback the app drops once it renders its own', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain(
      [
        '<title>Great Wall | Tours</title>',
        '<meta data-fallback name="description" content="A day on the wall."/>',
        '<link data-fallback rel="canonical" href="https://tours.example.com/productInfo/12"/>',
        '<meta data-fallback property="og:title" content="Great Wall"/>',
      ].join('\n    '),
    );
  });

  it('keeps the first title and description of a page that renders two, as a document has one of each', () => {
    const twice = { ...page, head: [...page.head, '<title>Page not found | Tours</title>', '<meta name="description" content="Gone."/>'] };
    const html = fillTemplate(TEMPLATE, twice);
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Great Wall | Tours</title>']);
    expect(html.match(/<meta data-fallback name="description" content="[^"]*"/g)).toEqual([
      '<meta data-fallback name="description" content="A day on the wall."',
    ]);
  });

  it("keeps the template's stylesheet and starter, and leaves no placeholder, even one the page's own text holds", () => {
    const html = fillTemplate(TEMPLATE, { ...page, body: '<p>&lt;!--app-head--&gt;<!--app-head--></p>' });
    expect(html).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-2.js" defer></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-3.css">');
    expect(html.match(/<!--app-/g)).toEqual(['<!--app-']);
    expect(html).toContain('<p>&lt;!--app-head--&gt;<!--app-head--></p>');
  });

  it('refuses a template without each placeholder once rather than send half a page', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<!--app-root-->', '<div id="root"></div>'), page)).toThrow(/<!--app-root--> 0 times/);
    expect(() => fillTemplate(TEMPLATE.replace('<!--app-head-->', '<!--app-head--><!--app-head-->'), page)).toThrow(
      /<!--app-head--> 2 times/,
    );
    expect(() => fillTemplate(TEMPLATE.replace('<!--app-lang-->', 'en'), page)).toThrow(/<!--app-lang-->/);
  });
});
