import { codes } from '@tours/contract';
import { developerRefusal } from '../domain/index.js';
import { drawnPictureOf, PICTURE_HEADERS, pictureSvg, UPLOAD_HEADERS } from '../media/index.js';
import { unnamedPicture, worldNamesPicture } from '../runtime/world-pictures.js';
import type { BrowserWorld } from './browser-world.js';
import { controlRefusal } from './control-answer.js';
import { isGeneratedPicture, mediaPath } from './media-path.js';

const UPLOADS = 'uploads/';

/**
 * The uploads kept in the world and the pictures the world names (runtime/world-pictures.ts; any other picture
 * address is the Node mock's 404), with the Node mock's headers (media/headers.ts). A .png address gets its SVG: a
 * browser has no rasteriser to spare, and shows a picture by the answer's content type, not by the address's
 * extension. Null for other media (the sample video): the static host serves those.
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
  const picture = isGeneratedPicture(request.url) ? drawnPictureOf(path) : null;
  if (!picture) return null;
  if (!worldNamesPicture(world, picture.svgPath)) return controlRefusal(unnamedPicture(world.name, path));
  return new Response(pictureSvg(picture.svgPath), { headers: PICTURE_HEADERS });
}
