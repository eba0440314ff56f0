import { availableParallelism } from 'node:os';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { pictureSvg } from '../media/index.js';
import { noCosts, type PictureCosts } from './picture-costs.js';

/** Link previews show about 1200x630: every PNG is this wide, at its picture's own aspect ratio (a tour's is 1200x900). */
export const RASTER_WIDTH = 1200;

/** The PNGs kept, counted by their bytes (a tour picture's is 70 to 160 KB): a few hundred pictures, however many are asked. */
const KEPT_BYTES = 48 * 1024 * 1024;

/**
 * Pictures drawn at once. A tour picture costs tens of milliseconds of CPU, drawn on libuv's threads (four) off the event
 * loop: one core stays for the event loop and one thread for the uploads' file reads and writes, so a crawler walking
 * the pictures slows no API answer.
 */
export const DRAWN_AT_ONCE = Math.max(1, Math.min(3, availableParallelism() - 1));

/**
 * Pictures that may wait for their turn. A page of the shop asks a few dozen; a client asking hundreds of addresses at
 * once (each a new drawing, about 0.1 s of CPU) would otherwise queue minutes of work that every later request waits
 * behind. Past it the answer is a 503 with Retry-After, as a busy image server answers.
 */
const WAITING_AT_MOST = 64;

/** Thrown when a new drawing finds the queue full. */
export class RasterQueueFull extends Error {
  constructor(waiting: number) {
    super(`${waiting} pictures are already waiting to be drawn`);
  }
}

/** The SVG as a PNG, RASTER_WIDTH wide. Reading the system's fonts costs more than a drawing, so only words load them. */
export async function rasterise(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: RASTER_WIDTH },
    font: { loadSystemFonts: svg.includes('<text') },
  });
  return image.asPng();
}

/** Draws the PNG of the picture at a path (src/media). */
type DrawPng = (svgPath: string) => Promise<Buffer>;

const drawPicture: DrawPng = (svgPath) => rasterise(pictureSvg(svgPath));

/**
 * The PNGs of the generated pictures: each drawn once while it is kept, concurrent requests for it sharing the drawing,
 * each drawing and each refusal counted to the costs of whoever asked for it first.
 */
export class PictureRasters {
  private readonly kept: LRUCache<string, Buffer, PictureCosts>;
  private drawing = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    draw: DrawPng = drawPicture,
    keptBytes = KEPT_BYTES,
    private readonly waitingAtMost = WAITING_AT_MOST,
  ) {
    this.kept = new LRUCache<string, Buffer, PictureCosts>({
      maxSize: keptBytes,
      sizeCalculation: (png) => png.length,
      fetchMethod: (svgPath, _stale, { context }) => this.inTurn(() => draw(svgPath), context),
    });
  }

  /** The PNG of the picture drawn for `svgPath`; a drawing it starts, or a full queue, is counted to `costs`. */
  async png(svgPath: string, costs: PictureCosts = noCosts()): Promise<Buffer> {
    const png = await this.kept.fetch(svgPath, { context: costs });
    if (png === undefined) throw new Error(`The picture ${svgPath} could not be drawn`);
    return png;
  }

  private async inTurn(draw: () => Promise<Buffer>, costs: PictureCosts): Promise<Buffer> {
    if (this.drawing >= DRAWN_AT_ONCE && this.waiting.length >= this.waitingAtMost) {
      costs.refusedBusy += 1;
      throw new RasterQueueFull(this.waiting.length);
    }
    while (this.drawing >= DRAWN_AT_ONCE) await new Promise<void>((go) => this.waiting.push(go));
    this.drawing += 1;
    const start = performance.now();
    try {
      const png = await draw();
      costs.drawn += 1;
      costs.drawingMs += performance.now() - start;
      return png;
    } finally {
      this.drawing -= 1;
      this.waiting.shift()?.();
    }
  }
}
