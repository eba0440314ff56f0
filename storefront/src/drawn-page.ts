import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings a drawn page is sent in, best first. */
const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const isPageEncoding = (name: string | null): name is PageEncoding => PAGE_ENCODINGS.some((encoding) => encoding === name);

/** The encoding to send for an Accept-Encoding header (its q-values read by Fastify's negotiator); identity without one. */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  const chosen = negotiate(acceptEncoding ?? '', [...PAGE_ENCODINGS]);
  return isPageEncoding(chosen) ? chosen : 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli's quality 5: about a tenth of the HTML for a few milliseconds, on the thread pool rather than the event loop. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/**
 * One drawn page and its bodies, each encoding made once when first asked: a page served again from the cache is
 * sent as the bytes made for its first visitor, not compressed again for each.
 */
export class DrawnPage {
  private readonly bodies = new Map<PageEncoding, Promise<Buffer>>();

  constructor(
    readonly html: string,
    readonly status: 200 | 404 = 200,
  ) {}

  body(encoding: PageEncoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      // The compressed bodies are made from the plain one, so the text is turned into bytes once.
      const bytes = encoding === 'identity' ? Promise.resolve(Buffer.from(this.html, 'utf8')) : this.body('identity');
      body = encoding === 'br' ? bytes.then((b) => brotli(b, BROTLI_OPTIONS)) : encoding === 'gzip' ? bytes.then(gzipped) : bytes;
      this.bodies.set(encoding, body);
    }
    return body;
  }
}
