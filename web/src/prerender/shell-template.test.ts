import { describe, expect, it } from 'vitest';
import { fillTemplate, sampleAddress, shellFile } from './shell-template';

const template = `<!doctype html>
<html lang="en"><head><title>Tours: guided tours and activities</title>
<meta name="description" content="Find and book guided tours." data-fallback />
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('sampleAddress', () => {
  it('fills every parameter and drops an optional last one', () => {
    expect(sampleAddress('/productInfo/:id')).toBe('/productInfo/1');
    expect(sampleAddress('/personalCenter/:tab?')).toBe('/personalCenter');
    expect(sampleAddress('/Blog')).toBe('/Blog');
  });
});

describe('shellFile', () => {
  it("names a shell after its address's first segment, so a static host finds it from the address", () => {
    expect(shellFile('/')).toBe('shells/index.html');
    expect(shellFile('/Blog')).toBe('shells/Blog.html');
    expect(shellFile('/productInfo/:id')).toBe('shells/productInfo.html');
  });
});

describe('fillTemplate', () => {
  it("puts the page's frame, inert, in #root and its title and description in <head>, keeping the scripts", () => {
    const html = fillTemplate(template, {
      body: '<header>Tours</header><main>$& placeholders</main>',
      head: '<title>Tours | Tours</title><meta name="description" content="Every tour, with filters."/>',
    });
    expect(html).toContain('<div id="root"><div inert aria-hidden="true"><header>Tours</header><main>$& placeholders</main></div></div>');
    expect(html).toContain('<title>Tours | Tours</title>');
    expect(html).toContain('<meta name="description" content="Every tour, with filters." data-fallback />');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('refuses a template whose root is not empty (a shell written twice)', () => {
    const once = fillTemplate(template, { body: '<main></main>', head: '' });
    expect(() => fillTemplate(once, { body: '<main></main>', head: '' })).toThrow(/empty <div id="root"><\/div>/);
  });
});
