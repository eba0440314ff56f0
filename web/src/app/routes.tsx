import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { BASE_PATH } from '../config/base-path';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** A route module loaded on first visit (route-level code splitting). */
interface Page {
  load: () => Promise<ComponentType>;
}

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return { load: async () => pick(await load()) };
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
  ),
  cart: page(
    () => import('../features/static/cart-page'),
    (m) => m.CartPage,
  ),
  checkout: page(
    // With the form's code when the tab holds a draft: the first render is then the form, not a loader before it.
    () =>
      import('../features/checkout/checkout-page').then(async (module) => {
        await module.preloadCheckoutForm();
        return module;
      }),
    (m) => m.CheckoutPage,
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

/** Pages whose module is already here (preloadRoute): their routes render at once, without a lazy step. */
const ready = new Map<Page, ComponentType>();
const pageOfRoute = new WeakMap<RouteObject, Page>();

function pageRoute(route: RouteObject, target: Page): RouteObject {
  const Component = ready.get(target);
  const full: RouteObject = Component ? { ...route, Component } : { ...route, lazy: async () => ({ Component: await target.load() }) };
  pageOfRoute.set(full, target);
  return full;
}

/** The route table. Every page is a lazy route module, except one preloadRoute already fetched. */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: AppLayout,
      HydrateFallback: PageLoader,
      errorElement: <RouteErrorPage />,
      children: [
        pageRoute({ index: true }, pages.home),
        pageRoute({ path: paths.login.path }, pages.login),
        pageRoute({ path: paths.register.path }, pages.register),
        pageRoute({ path: paths.productList.path }, pages.tourList),
        pageRoute({ path: paths.productInfo.path }, pages.tourDetail),
        pageRoute({ path: paths.product.path }, pages.tourDetail),
        pageRoute({ path: paths.userCart.path }, pages.cart),
        pageRoute({ path: paths.checkout.path }, pages.checkout),
        pageRoute({ path: paths.personalCenter.path }, pages.accountCentre),
        pageRoute({ path: paths.orderInfo.path }, pages.orderDetail),
        pageRoute({ path: paths.orderInfoRequestRefund.path }, pages.refundRequest),
        pageRoute({ path: paths.orderWaitingRefund.path }, pages.refundResult),
        pageRoute({ path: paths.orderInfoEvaluate.path }, pages.orderReview),
        pageRoute({ path: paths.article.path }, pages.article),
        pageRoute({ path: paths.blog.path }, pages.blogList),
        pageRoute({ path: paths.blogInfo.path }, pages.blogDetail),
        pageRoute({ path: paths.settled.path }, pages.settled),
        pageRoute({ path: paths.aboutUs.path }, pages.about),
        pageRoute({ path: paths.guide.path }, pages.guide),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
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
