import { isHeaderKey } from '@tours/contract/request-headers';
import { isValueKey } from '@tours/contract/request-shape';
import { readRecordedShapes, type ShapeSource } from '@tours/contract/testing/recorded-shapes';
import { expect, it } from 'vitest';
import { readCommittedPact } from '../support/pact-file';
import { pinnedShapes } from '../support/pinned-shapes';
import { unpinnedHeaders } from '../support/unpinned-headers';

/** Keys of request shapes or of values, each with the interactions that pin it (none for a key only sent). */
type Keys = Map<string, string[]>;

/** What the screens of some sources sent and what the committed pact pins, shapes, values and headers apart. */
export interface SentAndPinned {
  sentShapes: Set<string>;
  sentValues: Set<string>;
  pinnedShapes: Keys;
  pinnedValues: Keys;
  sentHeaders: Set<string>;
  pinnedHeaders: Keys;
}

const isShapeKey = (key: string) => !isValueKey(key) && !isHeaderKey(key);

/** `value <call> <field>=`, the field a value key is about: call and field names hold no `=`, a value may. */
const fieldOf = (valueKey: string) => valueKey.slice(0, valueKey.indexOf('=') + 1);

/** Page sizes and ids in their numeric order (1, 3, 10, 100), words in their alphabetic one. */
const byNumberOrText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** A value no interaction pins, with the values the pact does pin for that field, so the message says what to change. */
function withPinnedAlternatives(valueKey: string, pinned: Keys): string {
  const field = fieldOf(valueKey);
  const alternatives = [...pinned.keys()].filter((key) => key.startsWith(field)).map((key) => key.slice(field.length));
  return `${valueKey} (the pact pins ${alternatives.length > 0 ? alternatives.sort(byNumberOrText).join(', ') : 'no value'} there)`;
}

/**
 * The checks that the shapes and values the screens of `sources` sent are each pinned by an interaction: the direction
 * any one source's record can decide. A fixed field (contract/src/request-shape.ts) is compared by its value itself, any
 * other by the kind of its value. Returns what it read, for the checks that need every source.
 */
export function itPinsWhatTheScreensSend(sources: readonly ShapeSource[]): SentAndPinned {
  const recorded = new Map(sources.map((source) => [source, readRecordedShapes(source)]));
  const sent = [...recorded.values()].flatMap((keys) => [...(keys ?? [])]);
  const pinned = [...pinnedShapes(readCommittedPact())];
  const read: SentAndPinned = {
    sentShapes: new Set(sent.filter(isShapeKey)),
    sentValues: new Set(sent.filter(isValueKey)),
    pinnedShapes: new Map(pinned.filter(([key]) => isShapeKey(key))),
    pinnedValues: new Map(pinned.filter(([key]) => isValueKey(key))),
    sentHeaders: new Set(sent.filter(isHeaderKey)),
    pinnedHeaders: new Map(pinned.filter(([key]) => isHeaderKey(key))),
  };

  it.each(sources)('has a record from the %s tests (run them first: npm test and npm run test:quick run them in order)', (source) => {
    expect(recorded.get(source), `.request-shapes/${source} is missing`).not.toBeNull();
  });

  it('pins every request shape a screen sends', () => {
    const unpinned = [...read.sentShapes].filter((shape) => !read.pinnedShapes.has(shape)).sort();
    expect(unpinned, 'sent by a screen but pinned by no interaction: add a pact example for it').toEqual([]);
  });

  it('pins every value a screen sends: a fixed field’s own value (a page size, a fixed id), any other field’s kind', () => {
    const unpinned = [...read.sentValues]
      .filter((key) => !read.pinnedValues.has(key))
      .map((key) => withPinnedAlternatives(key, read.pinnedValues))
      .sort();
    expect(unpinned, 'sent by a screen but pinned by no interaction: pin that value in a pact example, or send the pinned one').toEqual([]);
  });

  // Only the web record names headers (web/src/test/request-shape-recorder.ts): Chromium's requests carry its own too.
  it('pins every request header the client sets, by its name', () => {
    if (sources.includes('web'))
      expect(read.sentHeaders.size, 'the web record names no header: run the web tests again').toBeGreaterThan(0);
    expect(
      unpinnedHeaders(read.sentHeaders, read.pinnedHeaders.keys()),
      "sent by the client but asked of the backend by no interaction: send it in the pact's requests (pacts/support/interaction.ts), or stop sending it",
    ).toEqual([]);
  });

  return read;
}
