import { describe, expect, it } from 'vitest';
import { pictureSvg } from '../media/index.js';
import { answerBrowserRequest } from './answer-browser-request.js';
import { pictureAnswer } from './media-answer.js';
import { isGeneratedPicture } from './media-path.js';
import { seededHere } from './seed-here.js';

/** Where the preview's service worker runs: its own origin, under a base path. */
const PREVIEW = 'https://preview.test/tours-preview';

describe('pictures in the browser adapter (the preview’s service worker)', () => {
  it('answers a .png picture with the SVG its .svg address draws, typed as SVG, which is how a browser shows it', async () => {
    const png = `${PREVIEW}/media/tours/xian/2/9/12-1.png`;
    expect(isGeneratedPicture(png)).toBe(true);
    const answer = pictureAnswer(png);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await answer.text()).toBe(pictureSvg('tours/xian/2/9/12-1.svg'));
    expect(await pictureAnswer(png.replace('.png', '.svg')).text()).toBe(pictureSvg('tours/xian/2/9/12-1.svg'));
  });

  it('answers the .png the same way through the whole adapter, as MSW and the preview’s calls use it', async () => {
    const world = await seededHere();
    const answer = await answerBrowserRequest(world, new Request(`${PREVIEW}/media/cities/paris.png`));
    expect(answer?.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await answer?.text()).toBe(pictureSvg('cities/paris.svg'));
  });

  it('leaves other media and uploads to who serves them', () => {
    expect(isGeneratedPicture(`${PREVIEW}/media/videos/tour.mp4`)).toBe(false);
    expect(isGeneratedPicture(`${PREVIEW}/media/tours/1-1.jpg`)).toBe(false);
    expect(isGeneratedPicture(`${PREVIEW}/media/uploads/a.png`)).toBe(false);
  });
});
