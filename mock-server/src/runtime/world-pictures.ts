import { codes } from '@tours/contract';
import { developerRefusal, type State } from '../domain/index.js';
import { namesPicture } from '../domain/named-pictures.js';
import { rasterOf } from '../domain/picture-urls.js';
import type { Override } from './overrides.js';

/** A picture address inside an override's JSON, up to the quote, space, bracket or backslash (of `\"`) that ends it. */
const MEDIA_ADDRESS = /\/media\/[^"'\s<>\\]+/g;

/** The picture addresses each override answers with, read once: what it answers never changes after it is set. */
const namedByOverride = new WeakMap<Override, ReadonlySet<string>>();

function addressesOf(override: Override): ReadonlySet<string> {
  let addresses = namedByOverride.get(override);
  if (!addresses) {
    const text = JSON.stringify({ answer: override.answer, patch: override.patch });
    addresses = new Set(text.match(MEDIA_ADDRESS) ?? []);
    namedByOverride.set(override, addresses);
  }
  return addresses;
}

/**
 * Whether a world names the drawn picture at `svgPath` (the path after /media/ of its SVG): its data does
 * (domain/named-pictures.ts), or one of its answer overrides answers with it, as its SVG or as its PNG. Both adapters
 * draw only these and answer any other picture address 404, so a client that makes addresses up costs no drawing.
 */
export function worldNamesPicture(world: { state: State; overrides: readonly Override[] }, svgPath: string): boolean {
  const svgAddress = `/media/${svgPath}`;
  if (namesPicture(world.state, svgAddress)) return true;
  const pngAddress = rasterOf(svgAddress);
  return world.overrides.some((override) => {
    const addresses = addressesOf(override);
    return addresses.has(svgAddress) || addresses.has(pngAddress);
  });
}

/** The 404 of a picture address its world does not name, the same in both adapters. */
export const unnamedPicture = (world: string, path: string) =>
  developerRefusal(codes.notFound, `World "${world}" names no picture /media/${path}`);
