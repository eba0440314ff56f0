import { LRUCache, type Perf } from 'lru-cache';
import { DrawnPage } from './drawn-page.js';
import type { StorefrontMetrics } from './metrics.js';
import type { DrawnDocument } from './page-renderer.js';

/**
 * How long a drawn page is served again to the next visitor with the same visit (address and cookie as the page reads
 * them). A few seconds are enough for a page asked often to be drawn once a moment instead of once a visit; a change of prices or tours
 * reaches every visitor within it, and the browser asks the calls again once their answers are older than the app's
 * staleTime anyway.
 */
export const DEFAULT_PAGE_CACHE_SECONDS = 10;

/**
 * Drawn pages kept at most, counted as twice their characters of HTML (the text and its bytes; 40 to 130 thousand
 * characters a page, its compressed bodies a tenth of that): about a hundred pages.
 */
const MAX_KEPT_SIZE = 16 * 1024 * 1024;

export interface PageCacheOptions {
  /** 0 keeps nothing: every visit draws its page (npm start, where the mock's control plane changes answers). */
  seconds: number;
  /** The clock the freshness is read from; tests pass their own. */
  clock?: Perf;
  /** Counts what each look-up found (metrics.ts). */
  metrics?: StorefrontMetrics;
}

/** Draws the page, or resolves null to send the shell instead. */
export type DrawPage = () => Promise<DrawnDocument | null>;

/** The shell goes instead of a drawn page, with this status: the browser draws the page. */
export interface ShellInstead {
  status: 200 | 404;
}

/**
 * The drawn pages of the last few seconds, in memory, and the ones being drawn now. A page is the same for every
 * request with the same visit: the path and the query parameters the page reads, and the visitor's cookie with the
 * backend's named ones (the shop's web/src/server-render/drawn-visit.ts), which are all the renderer and the backend are given (pages.ts).
 * So a client cannot make a page be drawn again by adding a parameter or a cookie. Visitors asking for a page that is
 * being drawn wait for that drawing instead of starting their own; a page that was not drawn (the shell) is never
 * kept, whatever its status.
 */
export class PageCache {
  private readonly kept: LRUCache<string, DrawnPage> | null;
  private readonly drawing = new Map<string, Promise<DrawnPage | ShellInstead>>();
  private readonly metrics: StorefrontMetrics | undefined;

  constructor(options: PageCacheOptions) {
    this.metrics = options.metrics;
    this.kept =
      options.seconds > 0
        ? new LRUCache<string, DrawnPage>({
            ttl: options.seconds * 1000,
            maxSize: MAX_KEPT_SIZE,
            sizeCalculation: (page) => Math.max(1, 2 * page.html.length),
            // Read the clock on every look-up rather than once a millisecond: a hand-moved clock of a test is read too.
            ttlResolution: 0,
            ...(options.clock ? { perf: options.clock } : {}),
          })
        : null;
  }

  /** A visit's address and cookie, as the shop reduces them (pages.ts). */
  static keyOf(url: string, cookie: string | undefined): string {
    return `${url}\n${cookie ?? ''}`;
  }

  /** The kept page for the key, the one being drawn for it, or a new drawing by `draw`. */
  page(key: string, draw: DrawPage): Promise<DrawnPage | ShellInstead> {
    const kept = this.kept?.get(key);
    if (kept !== undefined) {
      this.metrics?.pageLookedUp('kept');
      return Promise.resolve(kept);
    }
    const pending = this.drawing.get(key);
    if (pending) {
      this.metrics?.pageLookedUp('being drawn');
      return pending;
    }
    this.metrics?.pageLookedUp('new drawing');
    const drawn = draw().then((document): DrawnPage | ShellInstead => {
      if (document?.html == null) return { status: document?.status ?? 200 };
      const page = new DrawnPage(document.html, document.status);
      this.kept?.set(key, page);
      return page;
    });
    this.drawing.set(key, drawn);
    const forget = () => this.drawing.delete(key);
    drawn.then(forget, forget);
    return drawn;
  }
}
