import { Readable } from 'node:stream';
import { ErrorLevel, SitemapIndexStream, type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import type { SitePage } from './page-renderer.js';

/** The sitemap protocol's most addresses in one file (sitemaps.org): past them, an index names several files. */
const SITEMAP_LIMIT = 50_000;

export const SITEMAP_PATH = '/sitemap.xml';
const partPath = (number: number) => `/sitemap-${number}.xml`;

/** Google's language alternates (xhtml:link) and no other extension: the shop has no news, image or video sitemap. */
const XMLNS = { xhtml: true, news: false, image: false, video: false };

/**
 * A page's two addresses, each naming the other and the default as the pages themselves do in their head
 * (web/src/components/page-meta.tsx): English is `en` and `x-default`, Chinese `zh-Hans`.
 */
function itemsOf(page: SitePage): SitemapItemLoose[] {
  const links = [
    { lang: 'en', url: page.en },
    { lang: 'zh-Hans', url: page.zh },
    { lang: 'x-default', url: page.en },
  ];
  return [
    { url: page.en, links },
    { url: page.zh, links },
  ];
}

/**
 * Addresses written between two turns of the event loop. The library writes each address in a chain of
 * process.nextTick callbacks, which runs to its end before any request is served: fed whole, a large sitemap would
 * hold every other request for as long as it takes to write. Fed in batches, it holds them for one batch at a time.
 */
const ADDRESSES_PER_TURN = 1_000;

async function urlSet(items: SitemapItemLoose[], origin: string): Promise<string> {
  // An address the library cannot write is this server's fault: the sitemap fails whole rather than leave it out.
  const stream = new SitemapStream({ hostname: origin, xmlns: XMLNS, level: ErrorLevel.THROW });
  const written = streamToPromise(stream);
  for (let start = 0; start < items.length; start += ADDRESSES_PER_TURN) {
    for (const item of items.slice(start, start + ADDRESSES_PER_TURN)) stream.write(item);
    await new Promise((resolve) => setImmediate(resolve));
  }
  stream.end();
  return (await written).toString('utf8');
}

/**
 * The sitemap's files by their path: `/sitemap.xml` alone while every address fits in one file (`limit`), else
 * `/sitemap.xml` is an index naming `/sitemap-1.xml`, `/sitemap-2.xml`... Addresses are absolute under `origin`, as the
 * protocol requires.
 */
export async function sitemapFiles(pages: readonly SitePage[], origin: string, limit = SITEMAP_LIMIT): Promise<Map<string, string>> {
  const items = pages.flatMap(itemsOf);
  if (items.length <= limit) return new Map([[SITEMAP_PATH, await urlSet(items, origin)]]);
  const files = new Map<string, string>();
  for (let start = 0; start < items.length; start += limit) {
    files.set(partPath(files.size + 1), await urlSet(items.slice(start, start + limit), origin));
  }
  const index = Readable.from([...files.keys()].map((path) => ({ url: `${origin}${path}` }))).pipe(
    new SitemapIndexStream({ level: ErrorLevel.THROW }),
  );
  files.set(SITEMAP_PATH, (await streamToPromise(index)).toString('utf8'));
  return files;
}

/** The same files as UTF-8 bytes, the form they are kept and sent in (sitemap.ts), made where the XML is written. */
export async function sitemapFileBytes(pages: readonly SitePage[], origin: string, limit?: number): Promise<Map<string, Uint8Array>> {
  const encoder = new TextEncoder();
  const files = await sitemapFiles(pages, origin, limit);
  return new Map([...files].map(([path, xml]) => [path, encoder.encode(xml)]));
}
