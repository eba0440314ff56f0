import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../../src/http/media.js';
import { DRAWN_AT_ONCE, PictureRasters, rasterise } from '../../src/http/picture-rasters.js';
import { build } from '../helper.js';

/** A PNG's width and height, from its IHDR chunk, the first after the 8-byte signature. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('GET /media/**.png', () => {
  it('answers the PNG of the same address’s SVG, 1200 wide at its aspect ratio, cached as the SVG is', async () => {
    const app = await build();
    const svg = await app.inject({ url: '/media/tours/xian/2/9/12-1.svg' });
    const png = await app.inject({ url: '/media/tours/xian/2/9/12-1.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe(svg.headers['cache-control']);
    expect(png.rawPayload).toEqual(await rasterise(svg.body));
    expect(sizeOf(png.rawPayload)).toEqual({ width: 1200, height: 900 });
    expect(sizeOf((await app.inject({ url: '/media/banners/china/1.png' })).rawPayload)).toEqual({ width: 1200, height: 450 });
    expect((await app.inject({ url: '/media/apps/1.png' })).statusCode).toBe(200);
  });

  it('is the same 404 as the SVG where there is no drawn picture', async () => {
    const app = await build();
    for (const path of ['/media/uploads/missing', '/media/videos/tour']) {
      const [svg, png] = [await app.inject({ url: `${path}.svg` }), await app.inject({ url: `${path}.png` })];
      expect(png.statusCode, path).toBe(404);
      expect(png.json(), path).toEqual({ ...svg.json(), message: svg.json().message.replace('.svg', '.png') });
    }
  });

  it('draws the night pictures whose nested translucent layers made the rasteriser abort the process', async () => {
    const app = await build();
    for (const url of ['/media/tours/xian/1/0/12-1.png', '/media/tours/beijing/10/18/1018-5.png', '/media/cities/hong-kong.png']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('answers a 503 with Retry-After to a picture that finds the drawing queue full, and draws the ones before it', async () => {
    const finish: (() => void)[] = [];
    const slowDrawing = () => new Promise<Buffer>((resolve) => finish.push(() => resolve(Buffer.from('png'))));
    const app = Fastify();
    await app.register(mediaRoutes, { rasters: new PictureRasters(slowDrawing, 1024 * 1024, 2) });
    const asked = Array.from({ length: DRAWN_AT_ONCE + 2 }, (_, n) => app.inject({ url: `/media/tours/xian/2/9/${n}-1.png` }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await app.inject({ url: '/media/tours/xian/2/9/99-1.png' });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toMatch(/Too many pictures are being drawn/);
    // The drawings finish one by one, each letting the next waiting one start.
    let answered = false;
    const answers = Promise.all(asked).finally(() => {
      answered = true;
    });
    while (!answered) {
      finish.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await answers).map((answer) => answer.statusCode)).toEqual(asked.map(() => 200));
    await app.close();
  });
});
