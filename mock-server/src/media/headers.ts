export const DAY_SECONDS = 86_400;

/** A generated picture is drawn from its address alone, so a day's caching is safe, in either of its forms. */
const PICTURE_CACHING = `public, max-age=${DAY_SECONDS}`;

/** The headers of a generated picture, in both adapters. */
export const PICTURE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': PICTURE_CACHING,
} as const;

/** The headers of a generated picture's PNG (the Node mock's alone: the preview has no rasteriser). */
export const RASTER_HEADERS = {
  'content-type': 'image/png',
  'cache-control': PICTURE_CACHING,
} as const;

/**
 * The headers of an uploaded file served back, in both adapters, beside its own type. An uploaded SVG may carry script;
 * sandboxed, it is shown as a picture and never runs. Its name is new for every upload, so it never changes.
 */
export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  'cache-control': `public, max-age=${365 * DAY_SECONDS}, immutable`,
} as const;
