import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '../app/server-state';
import { fillTemplate, START_AFTER_PAINT } from './page-template';

const TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Tours: guided tours and activities</title>
    <meta name="description" content="Fallback." data-fallback />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/index-1.js">
    <link rel="stylesheet" crossorigin href="/assets/shell-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  body: '<main><h1>Great Wall</h1></main>',
  head: '<title>Great Wall | Tours</title><meta name="description" content="A day on the wall."/>',
  state: { mutations: [], queries: [] },
  visitor: { language: 'en' as const, signedIn: false },
  leftToBrowser: [],
  status: 200 as const,
};
const chinesePage = { ...page, visitor: { language: 'zh' as const, currencyId: 2, signedIn: false } };

describe('fillTemplate', () => {
  it('puts the page in #root marked with its visitor, its title and description in <head>, and its answers beside it', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain('<div id="root" data-drawn-for="en.0.0"><main><h1>Great Wall</h1></main></div>');
    expect(html).toContain('<title>Great Wall | Tours</title>');
    expect(html).toContain('<meta name="description" content="A day on the wall." data-fallback />');
    expect(html).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{"mutations":[],"queries":[]}</script>`);
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    const chinese = fillTemplate(TEMPLATE, chinesePage);
    expect(chinese).toContain('<html lang="zh-CN" data-mantine-color-scheme="light">');
    expect(chinese).toContain('data-drawn-for="zh.2.0"');
  });

  it('starts the scripts after the first paint, keeping the stylesheet in <head>', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script src="${START_AFTER_PAINT}" data-entry="/assets/index-1.js" data-preload="/assets/react-2.js" defer></script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-3.css">');
  });

  it('refuses a template it cannot fill rather than send a page without scripts', () => {
    expect(() => fillTemplate(TEMPLATE.replace(/<script type="module"[^>]*><\/script>/, ''), page)).toThrow(/entry script/);
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), page)).toThrow(/root/);
  });
});
