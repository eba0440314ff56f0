import { describe, expect, it } from 'vitest';
import { citySlug } from '../domain/picture-urls.js';
import { buildCategories, buildCities } from '../seed/reference.js';
import { Rng } from '../seed/rng.js';
import { pictureSvg } from './picture.js';
import { CITY_SLUGS, skylineOf } from './skylines.js';
import { generic } from './skylines-world.js';

const MAX_BYTES = 10 * 1024;
const HOSTILE = '/media/anything/<script>alert(1)</script>"onload="x.svg';

/** Everything a picture must never carry: words, script, event handlers, a link out. */
function expectInert(svg: string): void {
  expect(svg).not.toMatch(/<text|<script|<foreignObject|\son\w+=|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
}

describe('pictureSvg', () => {
  it('draws the same bytes for the same path, and a document with viewBox, width and height', () => {
    const path = '/media/tours/kyoto/3/17/42-2.svg';
    expect(pictureSvg(path)).toBe(pictureSvg(path));
    expect(pictureSvg(path)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/);
  });

  it('never writes the path into the picture, however hostile', () => {
    const svg = pictureSvg(HOSTILE);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('alert');
    expect(svg).not.toContain('anything');
    expectInert(svg);
  });

  it('draws a recognisable skyline for every seeded city, each different from the others', () => {
    const nears = buildCities().map((city) => {
      const draw = skylineOf(citySlug(city.englishName));
      expect(draw, city.englishName).not.toBe(generic);
      return draw(new Rng(7), 400, 430).near;
    });
    expect(new Set(nears).size).toBe(CITY_SLUGS.length);
    expect(nears).toHaveLength(CITY_SLUGS.length);
  });

  it('gives each gallery position its own composition', () => {
    const cameraOf = (n: number) => /<g id="city" transform="([^"]+)"/.exec(pictureSvg(`/media/tours/paris/1/9/12-${n}.svg`))?.[1];
    const cameras = [1, 2, 3, 4, 5, 6].map(cameraOf);
    expect(cameras.every((c) => c !== undefined)).toBe(true);
    expect(new Set(cameras).size).toBe(6);
  });

  it('paints the light of the start hour: stars and windows at night, none in the morning', () => {
    const night = pictureSvg('/media/tours/shanghai/1/20/5-1.svg');
    const morning = pictureSvg('/media/tours/shanghai/1/8/5-1.svg');
    expect(night).toContain('url(#win)');
    expect(morning).not.toContain('url(#win)');
    expect(night).not.toBe(morning);
  });

  it('stays inert and under 10 KB for every city, category, day and night, and gallery position', () => {
    const slugs = [...CITY_SLUGS, 'atlantis'];
    let largest = 0;
    for (const slug of slugs)
      for (const { id } of buildCategories())
        for (const hour of [8, 20])
          for (let n = 1; n <= 6; n += 1) {
            const svg = pictureSvg(`/media/tours/${slug}/${id}/${hour}/${id * 100 + hour}-${n}.svg`);
            largest = Math.max(largest, svg.length);
            if (n === 1) expectInert(svg);
          }
    expect(largest).toBeLessThan(MAX_BYTES);
  }, 30_000);

  it('keeps translucent groups out of the city, where the rasteriser would abort on one (scene.ts)', () => {
    const cityOf = (svg: string) => /<g id="city"[^>]*>([\s\S]*?)<\/g><rect y=/.exec(svg)?.[1];
    for (const slug of [...CITY_SLUGS, 'atlantis'])
      for (const { id } of buildCategories())
        for (const n of [1, 2, 3, 4, 5, 6]) {
          const city = cityOf(pictureSvg(`/media/tours/${slug}/${id}/21/${id}-${n}.svg`));
          expect(city, slug).toBeDefined();
          expect(city, slug).not.toMatch(/\sopacity="(?!1")/);
        }
  });

  it('draws faces, emblems, badges and wide banners in their own shapes', () => {
    expect(pictureSvg('/media/avatars/3.svg')).toContain('viewBox="0 0 200 200"');
    expect(pictureSvg('/media/avatars/3.svg')).not.toBe(pictureSvg('/media/avatars/4.svg'));
    expect(pictureSvg('/media/logos/3.svg')).toContain('viewBox="0 0 200 200"');
    expect(pictureSvg('/media/apps/1.svg')).toContain('viewBox="0 0 270 80"');
    // A badge a visitor can read, as the seed's two app links name them: App Store first, then Google Play.
    expect(pictureSvg('/media/apps/1.svg')).toContain('>App Store</text>');
    expect(pictureSvg('/media/apps/2.svg')).toContain('>Google Play</text>');
    expect(pictureSvg('/media/banners/paris-night/3.svg')).toContain('viewBox="0 0 1600 600"');
    expect(pictureSvg('/media/banners/paris-night/3-m.svg')).toContain('viewBox="0 0 750 600"');
  });
});
