import type { SyntheticEvent } from 'react';

/**
 * What a picture box shows when its address is empty or does not load: a grey field with a landscape sign, in
 * Mantine's gray-2 and gray-5, so a tour, post or order without a picture keeps its box and reads as "no picture"
 * rather than as a broken image or an empty hole. The seeded mock always has pictures; a real backend may not, and a
 * picture host may fail. An inline SVG: no request, and the pages' policy allows `data:` pictures.
 */
export const PICTURE_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90" preserveAspectRatio="xMidYMid slice">' +
    '<rect width="120" height="90" fill="#e9ecef"/>' +
    '<circle cx="72" cy="34" r="6" fill="#adb5bd"/>' +
    '<path d="M40 62l14-18 10 12 6-7 10 13z" fill="#adb5bd"/>' +
    '</svg>',
)}`;

/** The address to draw: the picture's, or the fallback when there is none (an empty `src` is no picture at all). */
export const pictureSrc = (url: string | null | undefined): string => (url?.trim() ? url : PICTURE_FALLBACK);

/** For plain `<img>`s (Mantine's `Image` takes `fallbackSrc` from the theme): a picture that fails shows the fallback. */
export function showPictureFallback(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.src !== PICTURE_FALLBACK) image.src = PICTURE_FALLBACK;
}
