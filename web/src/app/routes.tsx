import type { ComponentType } from 'react';
import { type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { BASE_PATH } from '../config/base-path';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';

/** A route module loaded on first visit (route-level code splitting). */
interface Page {
  load: () => Promise<ComponentType>;
}

/**
 * `parts`: the lazy parts of the page's first screen (lib/lazy-part.tsx), loaded with the page so its first render
 * draws them, and so a page the server drew is taken over whole. A part that fails to load is left to its own Suspense.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, parts?: (module: M) => Promise<unknown>): Page {
  return {
    load: async () => {
      const module = await load();
      await parts?.(module).catch(() => undefined);
      return pick(module);
    },
  };
}

const pages = {
  home: page(
    () => import('../features/home/home-page'),
    (m) => m.HomePage,
  ),
  login: page(
    () => import('../features/auth/login-page'),
    (m) => m.LoginPage,
  ),
  register: page(
    () => import('../features/auth/register-page'),
    (m) => m.RegisterPage,
  ),
  tourList: page(
    () => import('../features/tours/tour-list-page'),
    (m) => m.TourListPage,
  ),
  tourDetail: page(
    () => import('../features/tours/tour-detail-page'),
    (m) => m.TourDetailPage,
    (m) => m.preloadTourDetailParts(),
  ),
  cart: page(
    () => import('../features/static/cart-page'),
    (m) => m.CartPage,
  ),
  checkout: page(
    () => import('../features/checkout/checkout-page'),
    (m) => m.CheckoutPage,
    // The form's code when the tab holds a draft: the first render is then the form, not a loader before it.
    (m) => m.preloadCheckoutForm(),
  ),
  accountCentre: page(
    () => import('../features/account/account-centre-page'),
    (m) => m.AccountCentrePage,
  ),
  orderDetail: page(
    () => import('../features/orders/order-detail-page'),
    (m) => m.OrderDetailPage,
  ),
  refundRequest: page(
    () => import('../features/static/refund-request-page'),
    (m) => m.RefundRequestPage,
  ),
  refundResult: page(
    () => import('../features/static/refund-result-page'),
    (m) => m.RefundResultPage,
  ),
  orderReview: page(
    () => import('../features/reviews/order-review-page'),
    (m) => m.OrderReviewPage,
  ),
  article: page(
    () => import('../features/articles/article-page'),
    (m) => m.ArticlePage,
  ),
  blogList: page(
    () => import('../features/blog/blog-list-page'),
    (m) => m.BlogListPage,
  ),
  blogDetail: page(
    () => import('../features/blog/blog-detail-page'),
    (m) => m.BlogDetailPage,
  ),
  settled: page(
    () => import('../features/merchant-application/settled-page'),
    (m) => m.SettledPage,
  ),
  about: page(
    () => import('../features/about/about-page'),
    (m) => m.AboutPage,
  ),
  guide: page(
    () => import('../features/guide/guide-page'),
    (m) => m.GuidePage,
  ),
};

type PageName = keyof typeof pages;

/**
 * Loaders a server gives the route table (server-render/route-loaders.ts): it asks each drawn page's data before it
 * draws the page once. The browser's routes have none: its screens ask their own calls and show each state (loading,
 * failure with Retry) where it is, instead of holding a navigation until the data is there.
 */
export interface RouteLoaders {
  layout?: LoaderFunction;
  pages?: Partial<Record<PageName, LoaderFunction>>;
}

/** Pages whose module is already here (preloadRoute): their routes render at once, without a lazy step. */
const ready = new Map<Page, ComponentType>();
const pageOfRoute = new WeakMap<RouteObject, Page>();

/** The route table. Every page is a lazy route module, except one preloadRoute already fetched. */
export function createRoutes(loaders: RouteLoaders = {}): RouteObject[] {
  const pageRoute = (route: RouteObject, name: PageName): RouteObject => {
    const target = pages[name];
    const Component = ready.get(target);
    const loader = loaders.pages?.[name];
    const full: RouteObject = {
      ...route,
      ...(loader ? { loader } : {}),
      ...(Component ? { Component } : { lazy: async () => ({ Component: await target.load() }) }),
    };
    pageOfRoute.set(full, target);
    return full;
  };
  return [
    {
      Component: AppLayout,
      HydrateFallback: PageLoader,
      errorElement: <RouteErrorPage />,
      ...(loaders.layout ? { loader: loaders.layout } : {}),
      children: [
        pageRoute({ index: true }, 'home'),
        pageRoute({ path: paths.login.path }, 'login'),
        pageRoute({ path: paths.register.path }, 'register'),
        pageRoute({ path: paths.productList.path }, 'tourList'),
        pageRoute({ path: paths.productInfo.path }, 'tourDetail'),
        pageRoute({ path: paths.product.path }, 'tourDetail'),
        pageRoute({ path: paths.userCart.path }, 'cart'),
        pageRoute({ path: paths.checkout.path }, 'checkout'),
        pageRoute({ path: paths.personalCenter.path }, 'accountCentre'),
        pageRoute({ path: paths.orderInfo.path }, 'orderDetail'),
        pageRoute({ path: paths.orderInfoRequestRefund.path }, 'refundRequest'),
        pageRoute({ path: paths.orderWaitingRefund.path }, 'refundResult'),
        pageRoute({ path: paths.orderInfoEvaluate.path }, 'orderReview'),
        pageRoute({ path: paths.article.path }, 'article'),
        pageRoute({ path: paths.blog.path }, 'blogList'),
        pageRoute({ path: paths.blogInfo.path }, 'blogDetail'),
        pageRoute({ path: paths.settled.path }, 'settled'),
        pageRoute({ path: paths.aboutUs.path }, 'about'),
        pageRoute({ path: paths.guide.path }, 'guide'),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** Loads every page's module and its first screen's parts: a server draws any page without a lazy step. */
export async function loadEveryPage(): Promise<void> {
  await Promise.all(
    Object.values(pages).map(async (target) => {
      if (!ready.has(target)) ready.set(target, await target.load());
    }),
  );
}

/**
 * Fetches the module of the page at `pathname` before the router starts, in parallel with the language
 * strings, so the first render is the page itself: no loader screen, no second round trip after it. A
 * failed fetch is left to the router, which retries through the lazy route and shows its error page.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutes(), pathname, BASE_PATH || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const target = pageOfRoute.get(route);
      if (!target || ready.has(target)) return;
      try {
        ready.set(target, await target.load());
      } catch {
        // The lazy route loads it again and reports the failure.
      }
    }),
  );
}
