import { isValueKey } from '@tours/contract/request-shape';
import { describe, expect, it } from 'vitest';
import { readCommittedPact } from '../support/pact-file';
import { pinnedShapes } from '../support/pinned-shapes';
import { readRecordedShapes, SOURCES } from '../support/recorded-shapes';

/**
 * The pact pins what the screens send, and only that. Runs after the web component tests
 * and the e2e journeys (the last step of `npm test`; alone: `npm run pact:shapes`), which record each
 * request's shape (call, encoding, field names) where it leaves the page.
 */
const pinnedKeys = pinnedShapes(readCommittedPact());
const recorded = new Map(SOURCES.map((source) => [source, readRecordedShapes(source)]));
const sentKeys = new Set([...recorded.values()].flatMap((shapes) => [...(shapes ?? [])]));
const pinned = new Map([...pinnedKeys].filter(([key]) => !isValueKey(key)));
const sent = new Set([...sentKeys].filter((key) => !isValueKey(key)));
const pinnedValues = new Map([...pinnedKeys].filter(([key]) => isValueKey(key)));
const sentValues = new Set([...sentKeys].filter(isValueKey));

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

  it('pins every kind of value a screen sends in each field (an empty filter and a chosen one, a path and an address)', () => {
    const unpinned = [...sentValues].filter((key) => !pinnedValues.has(key)).sort();
    expect(unpinned, 'sent by a screen but pinned by no interaction: add a pact example with that kind of value').toEqual([]);
  });

  it('pins no kind of value that no screen sends', () => {
    const neverSent = [...pinnedValues]
      .filter(([key]) => !sentValues.has(key))
      .map(([key, interactions]) => `${key} <- ${interactions.join(' / ')}`)
      .sort();
    expect(neverSent, 'pinned but sent by no screen in the web tests or the journeys').toEqual([]);
  });
});
