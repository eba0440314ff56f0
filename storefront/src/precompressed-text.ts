import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** The encodings a kept text (a drawn page, a sitemap) is sent in, best first. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type BodyEncoding = (typeof ENCODINGS)[number];

const isBodyEncoding = (name: string | null): name is BodyEncoding => ENCODINGS.some((encoding) => encoding === name);

/** The encoding to send for an Accept-Encoding header (its q-values read by Fastify's negotiator); identity without one. */
function encodingFor(acceptEncoding: string | undefined): BodyEncoding {
  const chosen = negotiate(acceptEncoding ?? '', [...ENCODINGS]);
  return isBodyEncoding(chosen) ? chosen : 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli's quality 5: about a tenth of the text for a few milliseconds, on the thread pool rather than the event loop. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/**
 * A text kept to be sent many times, and its bodies: each encoding made once, when first asked, on libuv's threads. A
 * kept text served again is sent as the bytes made for its first reader, not compressed again for each.
 */
export class PrecompressedText {
  private readonly bodies = new Map<BodyEncoding, Promise<Buffer>>();

  /** The text, or its UTF-8 bytes when it was made as bytes (in another thread). */
  constructor(private readonly text: string | Uint8Array) {}

  body(encoding: BodyEncoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      // The compressed bodies are made from the plain one, so the text is turned into bytes once.
      const bytes =
        encoding !== 'identity'
          ? this.body('identity')
          : Promise.resolve(
              typeof this.text === 'string'
                ? Buffer.from(this.text, 'utf8')
                : Buffer.from(this.text.buffer, this.text.byteOffset, this.text.byteLength),
            );
      body = encoding === 'br' ? bytes.then((b) => brotli(b, BROTLI_OPTIONS)) : encoding === 'gzip' ? bytes.then(gzipped) : bytes;
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/** The body of a kept text for a request's Accept-Encoding, with its Content-Encoding set on the reply (none for identity). */
export async function encodedBody(reply: FastifyReply, text: PrecompressedText, acceptEncoding: string | undefined): Promise<Buffer> {
  const encoding = encodingFor(acceptEncoding);
  const body = await text.body(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return body;
}
