import { HttpResponse, http } from 'msw';
import { notFound } from '../domain/index.js';
import { pictureSvg } from '../media/index.js';
import type { BrowserWorld } from './browser-world.js';
import { controlAnswer } from './control-answer.js';
import { DAY_SECONDS, isGeneratedPicture, mediaPath, PICTURE_HEADERS } from './media-path.js';

/**
 * The generated pictures of every seeded /media/**.svg address (src/media, drawn from the URL alone) and
 * the uploads kept in the page, with the headers http/media.ts sends. Other media (the sample video) are
 * left to the static host: these handlers answer nothing for them.
 */
export function mediaHandlers(world: BrowserWorld) {
  return [
    http.get('*/media/uploads/:name', async ({ request, params }) => {
      const name = typeof params.name === 'string' ? params.name : '';
      const file = world.uploads.read(name);
      if (!file) {
        return controlAnswer(() => {
          throw notFound(`No uploaded file ${name}`);
        })({ request, params });
      }
      return new HttpResponse(file.body.slice().buffer, {
        headers: {
          'content-type': file.type,
          'x-content-type-options': 'nosniff',
          // An uploaded SVG may carry script; sandboxed, it is shown as a picture and never runs.
          'content-security-policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
          'cache-control': `public, max-age=${365 * DAY_SECONDS}, immutable`,
        },
      });
    }),
    http.get('*/media/*', ({ request }) => {
      if (!isGeneratedPicture(request.url)) return undefined;
      return new HttpResponse(pictureSvg(mediaPath(request.url)), { headers: PICTURE_HEADERS });
    }),
  ];
}
