import type { ComponentType } from 'react';
import { type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { BASE_PATH } from '../config/base-path';
import type { FirstScreenQueries } from '../lib/first-screen';
import { paths } from '../lib/paths';
import { yieldToInput } from '../lib/yield-to-input';
import { AppLayout } from './layout/app-layout';
import { layoutFirstScreen } from './layout/first-screen';
import { RouteErrorPage } from './route-error-page';

/**
 * The calls a page's first screen draws, in a module of their own: small, it arrives before the page's code, so the
 * browser's loader starts the calls while that code still downloads, and the entry carries none of them.
 */
type FirstScreenOf = () => Promise<FirstScreenQueries>;

/** A route module loaded on first visit (route-level code splitting), and the calls its first screen draws. */
interface Page {
  load: () => Promise<ComponentType>;
  firstScreen?: FirstScreenOf;
}

interface PageOptions<M> {
  /**
   * The lazy parts of the page's first screen (lib/lazy-part.tsx), loaded with the page so its first render draws
   * them, and so a page the server drew is taken over whole. A part that fails to load is left to its own Suspense.
   */
  parts?: (module: M) => Promise<unknown>;
  /** The calls the page draws on its first screen, which its route's loader asks (FirstScreenLoader). */
  firstScreen?: FirstScreenOf;
}

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, { parts, firstScreen }: PageOptions<M> = {}): Page {
  return {
    load: async () => {
      const module = await load();
      await parts?.(module).catch(() => undefined);
      return pick(module);
    },
    ...(firstScreen ? { firstScreen } : {}),
  };
}

const pages = {
  home: page(
    () => import('../features/home/home-page'),
    (m) => m.HomePage,
    { firstScreen: () => import('../features/home/first-screen').then((m) => m.homeFirstScreen) },
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
    { firstScreen: () => import('../features/tours/first-screen').then((m) => m.tourListFirstScreen) },
  ),
  tourDetail: page(
    () => import('../features/tours/tour-detail-page'),
    (m) => m.TourDetailPage,
    {
      parts: (m) => m.preloadTourDetailParts(),
      firstScreen: () => import('../features/tours/first-screen').then((m) => m.tourDetailFirstScreen),
    },
  ),
  cart: page(
    () => import('../features/static/cart-page'),
    (m) => m.CartPage,
  ),
  checkout: page(
    () => import('../features/checkout/checkout-page'),
    (m) => m.CheckoutPage,
    // The form's code when the tab holds a draft: the first render is then the form, not a loader before it.
    { parts: (m) => m.preloadCheckoutForm() },
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
    { firstScreen: () => import('../features/articles/first-screen').then((m) => m.articleFirstScreen) },
  ),
  blogList: page(
    () => import('../features/blog/blog-list-page'),
    (m) => m.BlogListPage,
    { firstScreen: () => import('../features/blog/first-screen').then((m) => m.blogListFirstScreen) },
  ),
  blogDetail: page(
    () => import('../features/blog/blog-detail-page'),
    (m) => m.BlogDetailPage,
    { firstScreen: () => import('../features/blog/first-screen').then((m) => m.blogDetailFirstScreen) },
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
    { firstScreen: () => import('../features/guide/first-screen').then((m) => m.guideFirstScreen) },
  ),
};

type PageName = keyof typeof pages;

/**
 * Turns a first screen's calls into a route's loader. The server's waits for every answer, so it draws the page once
 * (server-render/awaiting-loader.ts); the browser's starts them and lets the navigation go on (app/router.tsx), so the
 * screen's answers are on their way while its code downloads, and the screen shows each state itself (loading,
 * failure with Retry) instead of holding the navigation.
 */
export type FirstScreenLoader = (firstScreen: FirstScreenOf) => LoaderFunction;

/** Pages whose module is already here (preloadRoute): their routes render at once, without a lazy step. */
const ready = new Map<Page, ComponentType>();
const pageOfRoute = new WeakMap<RouteObject, Page>();

type PathName = keyof typeof paths;

/** Each address of spec §2 and its page; the address's name is its route's id. */
const screens: [PathName, PageName][] = [
  ['home', 'home'],
  ['login', 'login'],
  ['register', 'register'],
  ['productList', 'tourList'],
  ['productInfo', 'tourDetail'],
  ['product', 'tourDetail'],
  ['userCart', 'cart'],
  ['checkout', 'checkout'],
  ['personalCenter', 'accountCentre'],
  ['orderInfo', 'orderDetail'],
  ['orderInfoRequestRefund', 'refundRequest'],
  ['orderWaitingRefund', 'refundResult'],
  ['orderInfoEvaluate', 'orderReview'],
  ['article', 'article'],
  ['blog', 'blogList'],
  ['blogInfo', 'blogDetail'],
  ['settled', 'settled'],
  ['aboutUs', 'about'],
  ['guide', 'guide'],
];

/**
 * The route table. Every page is a lazy route module, except one preloadRoute already fetched. Without `loaderOf`, no
 * route has a loader: each screen asks its own calls when it renders (the unit tests' pages).
 */
export function createRoutes(loaderOf?: FirstScreenLoader): RouteObject[] {
  const pageRoute = (pathName: PathName, name: PageName): RouteObject => {
    const target = pages[name];
    const Component = ready.get(target);
    const route: RouteObject = {
      id: pathName,
      ...(pathName === 'home' ? { index: true } : { path: paths[pathName].path }),
      ...(loaderOf && target.firstScreen ? { loader: loaderOf(target.firstScreen) } : {}),
      ...(Component ? { Component } : { lazy: async () => ({ Component: await target.load() }) }),
    };
    pageOfRoute.set(route, target);
    return route;
  };
  return [
    {
      id: 'layout',
      Component: AppLayout,
      HydrateFallback: PageLoader,
      errorElement: <RouteErrorPage />,
      ...(loaderOf ? { loader: loaderOf(async () => layoutFirstScreen) } : {}),
      children: [...screens.map(([pathName, name]) => pageRoute(pathName, name)), { id: 'not-found', path: '*', Component: NotFoundPage }],
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
  // Asking for the page's modules (a <link rel="modulepreload"> for each file it imports) is a task of its own.
  await yieldToInput();
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
