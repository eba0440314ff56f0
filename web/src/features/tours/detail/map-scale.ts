/** Web Mercator ground resolution at the equator and zoom 0, in metres per 256-px tile pixel. */
const EQUATOR_METRES_PER_PIXEL = 156_543.03;
/** Mercator is undefined at the poles; web maps stop here, and so does the scale. */
const MERCATOR_MAX_LATITUDE = 85.051_128_78;
/** Round distances a scale bar may show, shortest first. */
const SCALE_STEPS_METRES = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

/** Metres one map pixel covers at this latitude and zoom (Web Mercator). */
export function metresPerPixel(lat: number, zoom: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, lat));
  return (EQUATOR_METRES_PER_PIXEL * Math.cos((clamped * Math.PI) / 180)) / 2 ** zoom;
}

export interface ScaleBar {
  metres: number;
  /** The bar's length in map pixels. */
  px: number;
}

/** The longest round distance whose bar fits in `maxPx`, as map scales show it. */
export function scaleBar(lat: number, zoom: number, maxPx: number): ScaleBar {
  const perPixel = metresPerPixel(lat, zoom);
  const fitting = SCALE_STEPS_METRES.filter((metres) => metres / perPixel <= maxPx);
  const metres = fitting.at(-1) ?? SCALE_STEPS_METRES[0];
  return { metres, px: metres / perPixel };
}
