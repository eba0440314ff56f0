import type { World } from '../store/worlds.js';

/**
 * What one world's pictures cost the rasteriser since the world was made, so a person sees who costs what
 * (GET /__mock/worlds lists it per world). A picture asked by several worlds at once is drawn once, for the first.
 */
export interface PictureCosts {
  /** PNGs drawn for it, and the milliseconds they took on the drawing threads (picture-rasters.ts). */
  drawn: number;
  drawingMs: number;
  /** PNGs refused with a 503 because the drawing queue was full. */
  refusedBusy: number;
  /** Picture addresses (SVG or PNG) it does not name, refused with a 404 before any drawing (media.ts). */
  refusedUnnamed: number;
}

export const noCosts = (): PictureCosts => ({ drawn: 0, drawingMs: 0, refusedBusy: 0, refusedUnnamed: 0 });

/** Kept beside the world, not in it: nothing persists them, and a reset leaves them (what was spent stays spent). */
const costs = new WeakMap<World, PictureCosts>();

export function pictureCostsOf(world: World): PictureCosts {
  let held = costs.get(world);
  if (!held) {
    held = noCosts();
    costs.set(world, held);
  }
  return held;
}
