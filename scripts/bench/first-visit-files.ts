import { gzipSync } from 'node:zlib';

/**
 * What a file sent to a first visit counts as. Scripts are every JavaScript (and WebAssembly) file, whoever fetched
 * it: the page, a Web Worker, the service worker. Data is every other file that is neither the page, a stylesheet,
 * a picture, a font, a video nor the web app manifest: a world shipped as a `.json` file is weighed beside the
 * scripts, so code cannot hide as data. Anything else is not weighed.
 */
export type FileKind = 'script' | 'data';

const SCRIPT_TYPE = /javascript|ecmascript|wasm/i;
const SCRIPT_NAME = /\.(m?js|cjs|wasm)$/i;
const NOT_WEIGHED_TYPE = /^(text\/(html|css)|image\/|font\/|audio\/|video\/|application\/manifest\+json)/i;
const MANIFEST_NAME = /(\.webmanifest|manifest\.json)$/i;

export function kindOf(path: string, contentType: string): FileKind | null {
  const name = path.split(/[?#]/)[0] ?? path;
  if (SCRIPT_TYPE.test(contentType) || SCRIPT_NAME.test(name)) return 'script';
  if (NOT_WEIGHED_TYPE.test(contentType) || MANIFEST_NAME.test(name)) return null;
  return 'data';
}

export interface FirstVisitWeight {
  /** Gzipped (level 9, as a host's gzip_static copy would be) bytes of every script. */
  scriptGzipBytes: number;
  /** Of which the files named by `workerFile` (run off the page's main thread). */
  workerScriptGzipBytes: number;
  dataGzipBytes: number;
}

type Body = () => Buffer | Promise<Buffer>;

/**
 * The files one first visit was sent, each once, told by the side that sent them (a host's hook, or the browser's
 * responses). Between `open()` and `close()` only; `lastSentAt` is when any file (weighed or not) last arrived.
 */
export class FirstVisitFiles {
  private readonly files = new Map<string, { kind: FileKind; body: Body }>();
  private recording = false;
  lastSentAt = 0;

  constructor(private readonly workerFile: RegExp) {}

  open(): void {
    this.files.clear();
    this.recording = true;
    this.lastSentAt = performance.now();
  }

  close(): void {
    this.recording = false;
  }

  sent(path: string, contentType: string, body: Body): void {
    if (!this.recording) return;
    this.lastSentAt = performance.now();
    const kind = kindOf(path, contentType);
    if (kind && !this.files.has(path)) this.files.set(path, { kind, body });
  }

  /** Read after the visit, so reading the bodies costs the visit nothing. */
  async weight(): Promise<FirstVisitWeight> {
    const weight = { scriptGzipBytes: 0, workerScriptGzipBytes: 0, dataGzipBytes: 0 };
    for (const [path, { kind, body }] of this.files) {
      const bytes = gzipSync(await body(), { level: 9 }).length;
      if (kind === 'data') weight.dataGzipBytes += bytes;
      else weight.scriptGzipBytes += bytes;
      if (kind === 'script' && this.workerFile.test(path)) weight.workerScriptGzipBytes += bytes;
    }
    return weight;
  }
}
