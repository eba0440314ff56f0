import { SOURCES } from '@tours/contract/testing/recorded-shapes';
import { describe, expect, it } from 'vitest';
import { itPinsWhatTheScreensSend } from './pins-what-is-sent';

/**
 * The pact pins what the screens send, and only that. Runs after the web component tests and the e2e journeys (the
 * last step of `npm test`; alone: `npm run pact:shapes`), which record each request's shape (call, encoding, field
 * names) and values where it leaves the page. Only with both records can it tell that a pinned shape or value is sent
 * by no screen at all; `npm run test:quick` checks the web record's direction alone (web-requests-pinned.test.ts).
 */
describe('request shapes: the screens and the pact', () => {
  const read = itPinsWhatTheScreensSend(SOURCES);

  it('sends every request shape the pact pins', () => {
    const neverSent = [...read.pinnedShapes]
      .filter(([shape]) => !read.sentShapes.has(shape))
      .map(([shape, interactions]) => `${shape} <- ${interactions.join(' / ')}`)
      .sort();
    expect(neverSent, 'pinned but sent by no screen in the web tests or the journeys').toEqual([]);
  });

  it('pins no value that no screen sends', () => {
    const neverSent = [...read.pinnedValues]
      .filter(([key]) => !read.sentValues.has(key))
      .map(([key, interactions]) => `${key} <- ${interactions.join(' / ')}`)
      .sort();
    expect(neverSent, 'pinned but sent by no screen in the web tests or the journeys').toEqual([]);
  });
});
