import { type InferDataFromTag, QueryClient, type QueryKey } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router';
import { articleDetailOptions } from '../api/articles';
import { configureApiBaseUrl } from '../api/client';
import { guideProfileOptions } from '../api/guides';
import { keyedCallQuery } from '../api/query';
import { type HeadTag, type PageMetaProps, pageMetaTags } from '../components/page-meta-tags';
import { articlePageMeta } from '../features/articles/article-page-meta';
import { blogDetailOptions } from '../features/blog/api';
import { blogPageMeta } from '../features/blog/blog-page-meta';
import { guidePageMeta } from '../features/guide/guide-page-meta';
import { tourDetailOptions } from '../features/tours/api';
import { tourPageMeta } from '../features/tours/detail/tour-page-meta';
import { i18n, loadLanguage } from '../lib/i18n';
import { paths } from '../lib/paths';
import type { Language } from '../lib/preferences';
import { pageAddresses } from '../lib/site-address';
import { currencyOf, parseVisitor } from '../lib/visitor';
import { visitHeaders } from './awaiting-loader';
import { escapeAttribute, headLines } from './page-template';
import { shellHeadFiller } from './shell-head-slot';

/** A page's address as its screen reads it, and the one call that names it. */
interface PageToName {
  params: Params;
  searchParams: URLSearchParams;
  currencyId: number;
  language: Language;
  /**
   * The answer of a query-option factory's call, asked as the drawn page's loader asks it (awaiting-loader.ts) and read
   * as the page reads it (its query's data); rejects when the call fails.
   */
  answer: <K extends QueryKey>(queryKey: K) => Promise<InferDataFromTag<unknown, K> | undefined>;
}

/** What a page says of itself (its PageMeta), or null when the address names nothing the page would show. */
type MetaOf = (page: PageToName) => Promise<PageMetaProps | null>;

/** A page that names itself by its screen alone: no call. */
const fixed =
  (page: PageMetaProps['page']): MetaOf =>
  async () => ({ page });

/** An id as the pages take it: a whole number above 0, or none. */
function idOf(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const tourMeta: MetaOf = async ({ params, currencyId, answer }) => {
  const id = idOf(params.id);
  return id === null ? null : tourPageMeta(await answer(tourDetailOptions(id, currencyId).queryKey));
};

/**
 * The pages a server draws (server-rendered-routes.ts), each with what its screen names itself by: a fixed text, or
 * the one call whose answer names it, read by the same function its screen renders its PageMeta from.
 */
const META_OF_PAGE: { path: string; meta: MetaOf }[] = [
  { path: paths.home.path, meta: fixed('home') },
  { path: paths.productList.path, meta: fixed('tourList') },
  { path: paths.productInfo.path, meta: tourMeta },
  { path: paths.product.path, meta: tourMeta },
  { path: paths.checkout.path, meta: fixed('checkout') },
  { path: paths.blog.path, meta: fixed('blogList') },
  {
    path: paths.blogInfo.path,
    meta: async ({ params, answer }) => {
      const id = idOf(params.id);
      return id === null ? null : blogPageMeta(await answer(blogDetailOptions(id).queryKey));
    },
  },
  {
    path: paths.article.path,
    meta: async ({ searchParams, language, answer }) => {
      const id = idOf(searchParams.get('id'));
      return id === null ? null : articlePageMeta(await answer(articleDetailOptions(id).queryKey), language);
    },
  },
  { path: paths.aboutUs.path, meta: fixed('about') },
  {
    path: paths.guide.path,
    meta: async ({ searchParams, answer }) => {
      const id = idOf(searchParams.get('id'));
      return id === null ? null : guidePageMeta(await answer(guideProfileOptions(id).queryKey));
    },
  },
];

/** A head tag as React writes it in a drawn page (render-page.tsx), its texts escaped as data. */
function htmlOf(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title>${escapeAttribute(tag.text)}</title>`;
  if (tag.tag === 'link') {
    const language = tag.hrefLang === undefined ? '' : ` hreflang="${escapeAttribute(tag.hrefLang)}"`;
    return `<link rel="${tag.rel}"${language} href="${escapeAttribute(tag.href)}"/>`;
  }
  const [key, value] = 'name' in tag ? ['name', tag.name] : ['property', tag.property];
  return `<meta ${key}="${escapeAttribute(value)}" content="${escapeAttribute(tag.content)}"/>`;
}

/**
 * The shell (index.html) for a page a server could not draw, with that page's own head in place of the shop's default
 * title and description: its title, description, canonical and language addresses and link-preview tags, the same as
 * the drawn page's head, from one call (a tour's detail, a post) or none (home, the lists), without React. A link
 * preview that arrives while the server is too busy to draw then still shows the page. Null for an address that names
 * no page of its own here (an unknown one, a bad id); rejects when the call fails, or with `request.signal`.
 */
async function shellWithHead(fillHead: (head: string) => string, request: Request): Promise<string | null> {
  const address = new URL(request.url);
  const match = matchRoutes(META_OF_PAGE, address.pathname)?.[0];
  if (match === undefined) return null;
  const cookie = request.headers.get('cookie') ?? undefined;
  const visitor = parseVisitor(cookie);
  const { language } = visitor;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  request.signal.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  const headers = visitHeaders(request, language);
  try {
    const props = await match.route.meta({
      params: match.params,
      searchParams: address.searchParams,
      currencyId: currencyOf(visitor),
      language,
      answer: async (queryKey) => {
        await queryClient.ensureQueryData(keyedCallQuery(queryKey, headers));
        return queryClient.getQueryData(queryKey);
      },
    });
    if (props === null) return null;
    const t = i18n.getFixedT(language, ['meta', 'common']);
    const addresses = pageAddresses(address.origin, address.pathname, address.search, language);
    return fillHead(headLines(pageMetaTags(props, { t, language, addresses }).map(htmlOf)));
  } finally {
    queryClient.clear();
  }
}

/**
 * The shop's server entry for the head of a shell (vite.render.config.ts), for the storefront's server: call once at
 * start with the backend's base URL and the built shell, then the returned function for a page it could not draw, with
 * the request it would have drawn (the visit's address under the shop's origin, its cookie, and a signal that bounds
 * the call). The Chinese strings load here, so a page's head waits for nothing but its call. Rejects when the shell has
 * no slot for a head (shell-head-slot.ts).
 * @public The storefront imports it from the built bundle (storefront/src/page-renderer.ts), which no import here shows.
 */
export async function createShellHeadReader({
  api,
  shell,
}: {
  api: string;
  shell: string;
}): Promise<(request: Request) => Promise<string | null>> {
  configureApiBaseUrl(api);
  const fillHead = shellHeadFiller(shell);
  await loadLanguage('zh');
  return (request) => shellWithHead(fillHead, request);
}
