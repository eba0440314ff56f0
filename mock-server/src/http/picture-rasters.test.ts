import { describe, expect, it } from 'vitest';
import { pictureSvg } from '../media/index.js';
import { noCosts } from './picture-costs.js';
import { DRAWN_AT_ONCE, PictureRasters, RASTER_WIDTH, rasterise } from './picture-rasters.js';

/** A PNG's width and height, from its IHDR chunk, the first after the 8-byte signature. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const words = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text x="10" y="60" font-family="sans-serif" font-size="40">${text}</text></svg>`;

/** Every promise that can settle has. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A drawing that counts itself and finishes when the test says so. */
function heldDrawings() {
  const started: string[] = [];
  const finish: (() => void)[] = [];
  let drawingNow = 0;
  let mostAtOnce = 0;
  const draw = (svgPath: string) => {
    started.push(svgPath);
    drawingNow += 1;
    mostAtOnce = Math.max(mostAtOnce, drawingNow);
    return new Promise<Buffer>((resolve) =>
      finish.push(() => {
        drawingNow -= 1;
        resolve(Buffer.alloc(100, svgPath));
      }),
    );
  };
  const finishAll = () => {
    for (const done of finish.splice(0)) done();
  };
  return { draw, started, finishAll, mostAtOnce: () => mostAtOnce };
}

describe('rasterise', () => {
  it('draws the SVG as a PNG, RASTER_WIDTH wide at its own aspect ratio', async () => {
    const png = await rasterise('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(sizeOf(png)).toEqual({ width: RASTER_WIDTH, height: 900 });
  });

  it('draws the night pictures whose nested translucent layers made the rasteriser abort the process', async () => {
    for (const path of ['tours/xian/1/0/12-1.svg', 'tours/beijing/10/18/1018-5.svg', 'cities/hong-kong.svg']) {
      expect(sizeOf(await rasterise(pictureSvg(path))).width, path).toBe(RASTER_WIDTH);
    }
  });

  it('writes words in the system’s fonts, Chinese ones too', async () => {
    const blank = await rasterise(words(''));
    expect(await rasterise(words('App Store'))).not.toEqual(blank);
    expect(await rasterise(words('上海外滩'))).not.toEqual(blank);
  });
});

describe('PictureRasters', () => {
  it('draws a picture once, however many ask for it at the same time or later, and counts it to the first', async () => {
    const drawings = heldDrawings();
    const rasters = new PictureRasters(drawings.draw);
    const [firstCosts, secondCosts] = [noCosts(), noCosts()];
    const asked = [rasters.png('a.svg', firstCosts), rasters.png('a.svg', secondCosts)];
    await settled();
    drawings.finishAll();
    const [first, second] = await Promise.all(asked);
    expect(second).toBe(first);
    expect(await rasters.png('a.svg', secondCosts)).toBe(first);
    expect(drawings.started).toEqual(['a.svg']);
    expect([firstCosts.drawn, secondCosts.drawn]).toEqual([1, 0]);
  });

  it('keeps the last pictures up to its size in bytes and draws a forgotten one again', async () => {
    const drawings = heldDrawings();
    const rasters = new PictureRasters(drawings.draw, 250);
    for (const path of ['a.svg', 'b.svg', 'c.svg', 'a.svg', 'c.svg']) {
      const png = rasters.png(path);
      await settled();
      drawings.finishAll();
      await png;
    }
    expect(drawings.started).toEqual(['a.svg', 'b.svg', 'c.svg', 'a.svg']);
  });

  it(`draws at most ${DRAWN_AT_ONCE} pictures at once and the rest in turn`, async () => {
    const drawings = heldDrawings();
    const rasters = new PictureRasters(drawings.draw);
    const paths = Array.from({ length: 10 }, (_, i) => `${i}.svg`);
    const asked = Promise.all(paths.map((path) => rasters.png(path)));
    await settled();
    expect(drawings.started).toHaveLength(DRAWN_AT_ONCE);
    for (const _ of paths) {
      drawings.finishAll();
      await settled();
    }
    expect(await asked).toHaveLength(paths.length);
    expect(drawings.mostAtOnce()).toBe(DRAWN_AT_ONCE);
  });
});
