import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../domain/index.js';
import { packageFile } from '../paths.js';
import { escapeHtml } from './html.js';

const DAY_SECONDS = 86_400;

/** Seeded pictures (any /media/**.svg) are drawn here, so the shop works offline; uploads are served back. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const file = await app.mock.uploads.read(request.params.name);
    if (!file) throw notFound(`No uploaded file ${request.params.name}`);
    return (
      reply
        .type(file.type)
        .header('x-content-type-options', 'nosniff')
        // An uploaded SVG may carry script; sandboxed, it is shown as a picture and never runs.
        .header('content-security-policy', "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'")
        .header('cache-control', `public, max-age=${365 * DAY_SECONDS}, immutable`)
        .send(file.body)
    );
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
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', `public, max-age=${DAY_SECONDS}`).send(placeholderSvg(path));
  });
}

/** A picture whose colour comes from the path (the same URL always looks the same) and whose label is readable: "tour 12". */
export function placeholderSvg(path: string): string {
  const label = labelOf(path);
  const hue = hash(path) % 360;
  const text = escapeHtml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,35%)"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<text x="400" y="300" font-family="system-ui, sans-serif" font-size="56" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</text>
</svg>`;
}

function labelOf(path: string): string {
  const words = path
    .replace(/\.svg$/i, '')
    .split(/[/_\-.]+/)
    .filter((w) => w !== '' && w !== 'media');
  return (words.join(' ') || 'picture').slice(0, 40);
}

/** FNV-1a: tiny, stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
