import { callData, configureApiBaseUrl } from '../api/client';
import { shopIds } from '../config/shop-ids';
import { paths } from '../lib/paths';
import { addressIn } from '../lib/site-address';
import { everyItemOf } from './every-item-of';

/** A public page by its address in each language (lib/site-address.ts): path and query, under the shop's origin. */
interface SitePage {
  en: string;
  zh: string;
}

/** The pages that name nothing of the backend's: they are there whatever it holds. */
const FIXED_PAGES = [paths.home.href(), paths.productList.href(), paths.blog.href(), paths.aboutUs.href()];

/**
 * The footer's groups whose articles are pages of the shop (app/layout/footer-group.tsx): the other groups show their
 * text in place (contact) or link out (friendly links, apps), so an article page of theirs is one no link leads to.
 */
const ARTICLE_PAGE_CATEGORIES = [shopIds.footerArticleCategories.usefulInformation];

function pageAt(href: string): SitePage {
  const address = new URL(href, 'http://shop.invalid');
  return { en: addressIn('en', address.pathname, address.searchParams), zh: addressIn('zh', address.pathname, address.searchParams) };
}

/**
 * Every public page of the shop that a search engine should know, each once, from the backend's own calls: the fixed
 * pages, the tour list of each city, every tour and its guide, every post, the footer's articles and the legal texts
 * the footer links to. A failed call fails the whole list: a sitemap missing half the shop is worse than none for a
 * while. `signal` ends the calls still waiting.
 */
async function listSitePages(signal: AbortSignal): Promise<SitePage[]> {
  const options = { signal };
  const [tours, posts, cities, articles] = await Promise.all([
    everyItemOf('product.search', (pageNo, pageSize) => callData('product.search', { pageNo, pageSize }, options)),
    everyItemOf('blog.list', async (pageNo, pageSize) => (await callData('blog.list', { pageNo, pageSize }, options)).list),
    callData('city.list', {}, options),
    Promise.all(
      ARTICLE_PAGE_CATEGORIES.map((categoryId) =>
        everyItemOf(
          'article.list',
          async (pageNo, pageSize) => (await callData('article.list', { categoryId, pageNo, pageSize }, options)).list,
        ),
      ),
    ),
  ]);
  const hrefs = new Set([
    ...FIXED_PAGES,
    ...cities.list.map((city) => paths.productList.href({ cityId: city.id })),
    ...tours.map((tour) => paths.productInfo.href(tour.id)),
    ...tours.map((tour) => paths.guide.href(tour.merchantId)),
    ...posts.map((post) => paths.blogInfo.href(post.id)),
    ...articles.flat().map((article) => paths.article.href(article.id)),
    ...Object.values(shopIds.legalArticles).map((id) => paths.article.href(id)),
  ]);
  return [...hrefs].map(pageAt);
}

/**
 * The shop's server entry for its sitemap (vite.render.config.ts), for the storefront's server: call once at start with
 * the backend's base URL, then the returned function for each sitemap it builds. It needs no renderer, so a server that
 * draws no page (--shell-only) has its sitemap too.
 * @public The storefront imports it from the built bundle (storefront/src/page-renderer.ts), which no import here shows.
 */
export function createSitePageLister(api: string): (signal: AbortSignal) => Promise<SitePage[]> {
  configureApiBaseUrl(api);
  return listSitePages;
}
