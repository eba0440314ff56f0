import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../../src/http/media.js';
import { DRAWN_AT_ONCE, PictureRasters, rasterise } from '../../src/http/picture-rasters.js';
import { build, callApi } from '../helper.js';

/** A PNG's width and height, from its IHDR chunk, the first after the 8-byte signature. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const json = { 'content-type': 'application/json' };

/** The gallery of the first tours of the world, as product.detail names it: SVG addresses, the cover first. */
async function galleries(app: FastifyInstance, tours: number, world?: string): Promise<string[][]> {
  const ids = Array.from({ length: tours }, (_, n) => n + 1);
  return Promise.all(ids.map(async (id) => (await callApi(app, 'product.detail', { id }, { world })).data?.sliderPicUrls ?? []));
}

/** The world's figures of GET /__mock/worlds. */
async function picturesOf(app: FastifyInstance, world: string) {
  const listed: { name: string; pictures: unknown }[] = (await app.inject({ url: '/__mock/worlds' })).json().worlds;
  return listed.find((entry) => entry.name === world)?.pictures;
}

/** A drawing that waits for the test to finish it, counting how many were started. */
function heldDrawing() {
  const finish: (() => void)[] = [];
  const started: string[] = [];
  const draw = (svgPath: string) =>
    new Promise<Buffer>((resolve) => {
      started.push(svgPath);
      finish.push(() => resolve(Buffer.from('png')));
    });
  return { draw, started, finish };
}

describe('GET /media/**.png', () => {
  it('answers the PNG of the same address’s SVG, 1200 wide at its aspect ratio, cached as the SVG is', async () => {
    const app = await build();
    const [[cover = ''] = []] = await galleries(app, 1);
    const svg = await app.inject({ url: cover });
    const png = await app.inject({ url: cover.replace(/\.svg$/, '.png') });
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

  it('answers 404 to the PNG and the SVG of a picture its world does not name, drawing nothing', async () => {
    const held = heldDrawing();
    const app = await build();
    await app.register(mediaRoutes, { prefix: '/counted', rasters: new PictureRasters(held.draw) });
    const [gallery = []] = await galleries(app, 1);
    const past = gallery[0]?.replace(/-1\.svg$/, `-${gallery.length + 1}.svg`) ?? '';
    // 300 addresses made up at once, as a client walking made-up tours would ask them.
    const madeUp = Array.from({ length: 300 }, (_, n) => `/media/tours/xian/2/9/${100_000 + n}-1.png`);
    const answers = await Promise.all(
      [past, past.replace(/\.svg$/, '.png'), ...madeUp].map((url) => app.inject({ url: `/counted${url}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 404));
    expect(answers[1]?.json()).toEqual({ code: 404, message: `World "default" names no picture ${past.replace(/\.svg$/, '.png')}` });
    expect(held.started).toEqual([]);
    expect(await picturesOf(app, 'default')).toEqual({ drawn: 0, drawingMs: 0, refusedBusy: 0, refusedUnnamed: 302 });
  });

  it('draws a picture an answer override answers with, while it is there', async () => {
    const app = await build();
    const staged = '/media/tours/xian/2/9/7-12.svg';
    expect((await app.inject({ url: staged })).statusCode).toBe(404);
    const override = { call: 'product.detail', match: { id: 7 }, patch: { sliderPicUrls: [staged] } };
    await app.inject({ method: 'POST', url: '/__mock/overrides', headers: json, payload: override });
    expect((await app.inject({ url: staged })).statusCode).toBe(200);
    expect((await app.inject({ url: staged.replace(/\.svg$/, '.png') })).headers['content-type']).toBe('image/png');
    await app.inject({ method: 'DELETE', url: '/__mock/overrides', headers: json });
    expect((await app.inject({ url: staged })).statusCode).toBe(404);
  });

  it('counts the pictures each world draws and refuses, so GET /__mock/worlds shows who costs what', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', headers: json, payload: { name: 'crawler' } });
    const inCrawler = { 'x-mock-world': 'crawler' };
    const [[cover = ''] = []] = await galleries(app, 1, 'crawler');
    const png = cover.replace(/\.svg$/, '.png');
    for (const url of [png, png, cover, '/media/cities/atlantis.png', '/media/cities/atlantis.svg']) {
      await app.inject({ url, headers: inCrawler });
    }
    expect(await picturesOf(app, 'crawler')).toEqual({ drawn: 1, drawingMs: expect.any(Number), refusedBusy: 0, refusedUnnamed: 2 });
    expect(await picturesOf(app, 'default')).toEqual({ drawn: 0, drawingMs: 0, refusedBusy: 0, refusedUnnamed: 0 });
    // A reset leaves what was spent; the cookie picks the world as the header does.
    await app.inject({ method: 'POST', url: '/__mock/worlds/crawler/reset', headers: json });
    await app.inject({ url: '/media/cities/atlantis.png', cookies: { 'mock-world': 'crawler' } });
    expect(await picturesOf(app, 'crawler')).toMatchObject({ drawn: 1, refusedUnnamed: 3 });
  });

  it('answers a 503 with Retry-After to a picture that finds the drawing queue full, and draws the ones before it', async () => {
    const held = heldDrawing();
    const app = await build();
    await app.register(mediaRoutes, { prefix: '/held', rasters: new PictureRasters(held.draw, 1024 * 1024, 2) });
    const covers = (await galleries(app, DRAWN_AT_ONCE + 3)).map(([cover = '']) => `/held${cover.replace(/\.svg$/, '.png')}`);
    const refusedCover = covers.pop() ?? '';
    const asked = covers.map((url) => app.inject({ url }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await app.inject({ url: refusedCover });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toMatch(/Too many pictures are being drawn/);
    // The drawings finish one by one, each letting the next waiting one start.
    let answered = false;
    const answers = Promise.all(asked).finally(() => {
      answered = true;
    });
    while (!answered) {
      held.finish.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await answers).map((answer) => answer.statusCode)).toEqual(asked.map(() => 200));
    expect(await picturesOf(app, 'default')).toMatchObject({ drawn: covers.length, refusedBusy: 1 });
  });
});
