import { describe, expect, it } from 'vitest';
import { tourPicUrl } from '../domain/catalog.js';
import { pictureSvg } from '../media/index.js';
import { answerBrowserRequest } from './answer-browser-request.js';
import { isGeneratedPicture } from './media-path.js';
import { seededHere } from './seed-here.js';

/** Where the preview's service worker runs: its own origin, under a base path. */
const PREVIEW = 'https://preview.test/tours-preview';

describe('pictures in the browser adapter (the preview’s service worker)', () => {
  it('answers a .png picture with the SVG its .svg address draws, typed as SVG, which is how a browser shows it', async () => {
    const world = await seededHere();
    const [tour] = world.state.tours;
    if (!tour) throw new Error('the seed has tours');
    const cover = tourPicUrl(world.state, tour);
    for (const address of [cover, cover.replace(/\.svg$/, '.png'), '/media/cities/paris.png']) {
      const answer = await answerBrowserRequest(world, new Request(`${PREVIEW}${address}`));
      expect(answer?.status, address).toBe(200);
      expect(answer?.headers.get('content-type'), address).toBe('image/svg+xml; charset=utf-8');
      expect(await answer?.text(), address).toBe(pictureSvg(address.replace(/^\/media\//, '').replace(/\.png$/, '.svg')));
    }
  });

  it('answers a picture address its world does not name with the Node mock’s 404, and draws nothing', async () => {
    const world = await seededHere();
    for (const address of ['/media/tours/xian/2/9/99999-1.png', '/media/cities/atlantis.svg', '/media/anything.svg']) {
      const answer = await answerBrowserRequest(world, new Request(`${PREVIEW}${address}`));
      expect(answer?.status, address).toBe(404);
      expect(await answer?.json(), address).toEqual({ code: 404, message: `World "default" names no picture ${address}` });
    }
  });

  it('leaves other media and uploads to who serves them', () => {
    expect(isGeneratedPicture(`${PREVIEW}/media/videos/tour.mp4`)).toBe(false);
    expect(isGeneratedPicture(`${PREVIEW}/media/tours/1-1.jpg`)).toBe(false);
    expect(isGeneratedPicture(`${PREVIEW}/media/uploads/a.png`)).toBe(false);
  });
});
