import { codes } from '@tours/contract';
import { developerRefusal } from '../domain/index.js';
import { drawnPictureOf, PICTURE_HEADERS, pictureSvg, UPLOAD_HEADERS } from '../media/index.js';
import type { BrowserWorld } from './browser-world.js';
import { controlRefusal } from './control-answer.js';
import { isGeneratedPicture, mediaPath } from './media-path.js';

const UPLOADS = 'uploads/';

/**
 * A generated picture, drawn from its address alone. A .png address gets its SVG too: a browser has no rasteriser to
 * spare, and shows a picture by the answer's content type, not by the address's extension.
 */
export function pictureAnswer(url: string): Response {
  const path = mediaPath(url);
  return new Response(pictureSvg(drawnPictureOf(path)?.svgPath ?? path), { headers: PICTURE_HEADERS });
}

/**
 * The generated pictures of every seeded /media/**.svg address and its .png (src/media) and the uploads kept in the
 * world, with the Node mock's headers (media/headers.ts). Null for other media (the sample video): the static host
 * serves those.
 */
export function answerMedia(world: BrowserWorld, request: Request): Response | null {
  if (request.method !== 'GET') return null;
  const path = mediaPath(request.url);
  if (path.startsWith(UPLOADS)) {
    const name = path.slice(UPLOADS.length);
    const file = world.uploads.read(name);
    if (!file) return controlRefusal(developerRefusal(codes.notFound, `No uploaded file ${name}`));
    return new Response(file.body.slice().buffer, { headers: { 'content-type': file.type, ...UPLOAD_HEADERS } });
  }
  return isGeneratedPicture(request.url) ? pictureAnswer(request.url) : null;
}
