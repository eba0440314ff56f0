/** Messages between the mock server and its page-render worker (render-worker.ts). */

/** A page address to draw for a browser, and what of its request the page's calls carry. */
export interface PageToDraw {
  /** Absolute, with the address the browser asked for. */
  url: string;
  userAgent?: string;
  /**
   * Headers of the page request that the page's calls carry too: its cookie (the visitor and their world) and
   * X-Mock-World. The page is drawn for the visitor its cookie names.
   */
  forward: Record<string, string>;
}

/** Server -> worker: draw this page address for this browser. */
export interface RenderMessage extends PageToDraw {
  type: 'render';
  id: number;
  /** The worker gives up on the page after this long and goes on to the next one. */
  timeoutMs: number;
}

/** What the web build's server bundle exports (web/src/server-render/entry.ts), as the worker calls it. */
export interface RenderBundle {
  startPageRenderer: (
    window: unknown,
    options: { template: string; setUrl: (url: string) => void },
  ) => Promise<(request: { url: string; cookie?: string; userAgent?: string }) => Promise<string | null>>;
}

/** Worker -> server: the shop's modules are loaded; pages can be drawn. */
export interface ReadyMessage {
  type: 'ready';
}

/** Worker -> server: the whole HTML document, or null for "send index.html" (see web/src/server-render/entry.ts). */
export interface RenderedMessage {
  type: 'rendered';
  id: number;
  html: string | null;
  error?: string;
}

/** Worker -> server: a call the page makes while it is drawn, answered by the server's own routes. */
export interface FetchMessage {
  type: 'fetch';
  id: number;
  method: string;
  /** Path and query, e.g. /rest/api/product/search. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Server -> worker: the answer to a FetchMessage. */
export interface FetchedMessage {
  type: 'fetched';
  id: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ToWorker = RenderMessage | FetchedMessage;
export type FromWorker = ReadyMessage | RenderedMessage | FetchMessage;

export interface WorkerData {
  /** web/dist/.server/render.mjs of the build being served. */
  bundle: string;
  /** That build's index.html. */
  template: string;
}
