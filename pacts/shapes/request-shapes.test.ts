import { describe, expect, it } from 'vitest';
import { readCommittedPact } from '../support/pact-file';
import { pinnedShapes } from '../support/pinned-shapes';
import { readRecordedShapes, SOURCES } from '../support/recorded-shapes';

/**
 * Issue 14 part 1: the pact pins what the screens send, and only that. Runs after the web component tests
 * and the e2e journeys (the last step of `npm test`; alone: `npm run pact:shapes`), which record each
 * request's shape (call, encoding, field names) where it leaves the page.
 */
const pinned = pinnedShapes(readCommittedPact());
const recorded = new Map(SOURCES.map((source) => [source, readRecordedShapes(source)]));
const sent = new Set([...recorded.values()].flatMap((shapes) => [...(shapes ?? [])]));

describe('request shapes: the screens and the pact', () => {
  it.each(SOURCES)('has a record from the %s tests (run them first: npm test runs everything in order)', (source) => {
    expect(recorded.get(source), `.request-shapes/${source} is missing`).not.toBeNull();
  });

  it('pins every request shape a screen sends', () => {
    const unpinned = [...sent].filter((shape) => !pinned.has(shape)).sort();
    expect(unpinned, 'sent by a screen but pinned by no interaction: add a pact example for it').toEqual([]);
  });

  it('sends every request shape the pact pins', () => {
    const neverSent = [...pinned]
      .filter(([shape]) => !sent.has(shape))
      .map(([shape, interactions]) => `${shape} <- ${interactions.join(' / ')}`)
      .sort();
    expect(neverSent, 'pinned but sent by no screen in the web tests or the journeys').toEqual([]);
  });
});
