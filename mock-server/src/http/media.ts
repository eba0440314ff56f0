import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../domain/index.js';
import { DAY_SECONDS, PICTURE_HEADERS, pictureSvg, UPLOAD_HEADERS } from '../media/index.js';
import { packageFile } from '../paths.js';

/** Seeded pictures (any /media/**.svg) are drawn here (src/media: facts from the URL, no lookup), so the shop works offline; uploads are served back. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const file = await app.mock.uploads.read(request.params.name);
    if (!file) throw notFound(`No uploaded file ${request.params.name}`);
    return reply.type(file.type).headers(UPLOAD_HEADERS).send(file.body);
  });

  // Every seeded video address plays the same small bundled clip, so video dialogs work offline.
  const sampleVideo = readFile(packageFile('assets/sample-video.mp4'));
  app.get<{ Params: { name: string } }>('/media/videos/:name', async (request, reply) => {
    if (!/^[\w-]+\.mp4$/i.test(request.params.name)) throw notFound(`No media file /media/videos/${request.params.name}`);
    return reply
      .type('video/mp4')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .send(await sampleVideo);
  });

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    if (!path.toLowerCase().endsWith('.svg')) throw notFound(`No media file /media/${path}`);
    return reply.headers(PICTURE_HEADERS).send(pictureSvg(path));
  });
}
