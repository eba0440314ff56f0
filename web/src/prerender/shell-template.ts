/** The pure half of the prerender step (web/build/prerender-shells.ts): where a rendered shell goes in the built index.html. */

export interface ShellEntry {
  /** React Router's pattern (`/productInfo/:id`, `/personalCenter/:tab?`). */
  route: string;
  /** Relative to the build folder. */
  file: string;
}

/** An address the pattern matches: a route's first state does not depend on which id it shows. */
export function sampleAddress(pattern: string): string {
  return pattern.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '1');
}

/**
 * Where a route's shell is written: named after the first segment of its address (`/Blog` -> `shells/Blog.html`,
 * `/productInfo/:id` -> `shells/productInfo.html`, `/` -> `shells/index.html`), so a static host can find it from
 * the address alone (README: "What the build writes, and how to host it").
 */
export function shellFile(pattern: string): string {
  const first = pattern.split('/').find((segment) => segment !== '') ?? 'index';
  return `shells/${first}.html`;
}

/**
 * index.html with the page's title, its description (still marked as the fallback that app.tsx removes once the
 * page renders its own) and the rendered frame inside #root. The frame is inert and hidden from assistive
 * technology: it paints, but nobody can type into a field or press a button that has no script behind it yet (the
 * app renders over it and the text would be lost), and a screen reader (or a test finding elements by role) meets
 * the app's own page, once, not a copy that is about to vanish.
 */
export function fillTemplate(template: string, shell: { body: string; head: string }): string {
  const title = /<title>[\s\S]*?<\/title>/.exec(shell.head)?.[0];
  const description = /<meta name="description" content="([^"]*)"/.exec(shell.head)?.[1];
  let html = template;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, title);
  if (description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*" data-fallback \/>/,
      `<meta name="description" content="${description}" data-fallback />`,
    );
  }
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return html.replace('<div id="root"></div>', () => `<div id="root"><div inert aria-hidden="true">${shell.body}</div></div>`);
}
