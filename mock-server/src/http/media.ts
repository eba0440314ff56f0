import { readFile } from 'node:fs/promises';
import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { developerRefusal } from '../domain/index.js';
import { DAY_SECONDS, drawnPictureOf, PICTURE_HEADERS, pictureSvg, RASTER_HEADERS, UPLOAD_HEADERS } from '../media/index.js';
import { packageFile } from '../paths.js';
import { unnamedPicture, worldNamesPicture } from '../runtime/world-pictures.js';
import { pictureCostsOf } from './picture-costs.js';
import { PictureRasters, RasterQueueFull } from './picture-rasters.js';

/** What a client told to wait for the rasteriser waits: the queue drains at a few pictures a second per core. */
const RETRY_DRAWING_AFTER_SECONDS = 5;

/**
 * The pictures a world names (runtime/world-pictures.ts) are drawn here from their address (src/media), so the shop
 * works offline, each also as a PNG (/media/**.png) for link previews, which show no SVG; any other picture address is
 * a 404 that draws nothing. Uploads are served back. What each world's pictures cost is counted (picture-costs.ts).
 */
export async function mediaRoutes(app: FastifyInstance, options: { rasters?: PictureRasters } = {}) {
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const file = await app.mock.uploads.read(request.params.name);
    if (!file) throw developerRefusal(codes.notFound, `No uploaded file ${request.params.name}`);
    return reply.type(file.type).headers(UPLOAD_HEADERS).send(file.body);
  });

  // Every seeded video address plays the same small bundled clip, so video dialogs work offline.
  const sampleVideo = readFile(packageFile('assets/sample-video.mp4'));
  app.get<{ Params: { name: string } }>('/media/videos/:name', async (request, reply) => {
    if (!/^[\w-]+\.mp4$/i.test(request.params.name))
      throw developerRefusal(codes.notFound, `No media file /media/videos/${request.params.name}`);
    return reply
      .type('video/mp4')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .send(await sampleVideo);
  });

  const rasters = options.rasters ?? new PictureRasters();
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    const picture = drawnPictureOf(path);
    if (!picture) throw developerRefusal(codes.notFound, `No media file /media/${path}`);
    const world = app.mock.worlds.forRequest(request);
    const costs = pictureCostsOf(world);
    if (!worldNamesPicture(world, picture.svgPath)) {
      costs.refusedUnnamed += 1;
      throw unnamedPicture(world.name, path);
    }
    if (picture.format === 'svg') return reply.headers(PICTURE_HEADERS).send(pictureSvg(path));
    try {
      const png = await rasters.png(picture.svgPath, costs);
      return reply.headers(RASTER_HEADERS).send(png);
    } catch (error) {
      if (!(error instanceof RasterQueueFull)) throw error;
      return reply
        .code(503)
        .header('retry-after', String(RETRY_DRAWING_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send({
          code: codes.unavailable,
          message: `Too many pictures are being drawn: ${error.message}. Try again in ${RETRY_DRAWING_AFTER_SECONDS} s.`,
        });
    }
  });
}
