import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { isServerRendered } from './server-rendered-routes';

/** The Disallow rules of web/public/robots.txt, which the build copies beside index.html. */
const disallowed = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8')
  .split('\n')
  .flatMap((line) => /^Disallow:\s*(\S+)/.exec(line)?.[1] ?? []);

/** A real address of a route: its parameters filled, its optional ones left out. */
const sampleOf = (path: string) => path.replace(/\/:[a-z]+\?/gi, '').replace(/:[a-z]+/gi, '1');

describe('robots.txt', () => {
  it('lets crawlers reach every public page and keeps them from every account, checkout and form screen', () => {
    for (const [name, { path }] of Object.entries(paths)) {
      const address = sampleOf(path);
      // A public page is one the server draws whatever the visitor holds (checkout only without a booking draft).
      const isPublic = isServerRendered(address, { bookingDraft: true });
      // Rules match by prefix, as crawlers read them.
      const blocked = disallowed.some((rule) => address.startsWith(rule));
      expect(blocked, `${name} (${address})`).toBe(!isPublic);
    }
  });

  it('keeps crawlers out of the API', () => {
    expect(disallowed).toContain('/rest/api/');
  });
});
