import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** Route modules load on first visit (route-level code splitting). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const tourDetail = page(
  () => import('../features/tours/tour-detail-page'),
  (m) => m.TourDetailPage,
);

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/home/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: paths.login.path,
        lazy: page(
          () => import('../features/auth/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.register.path,
        lazy: page(
          () => import('../features/auth/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: paths.productList.path,
        lazy: page(
          () => import('../features/tours/tour-list-page'),
          (m) => m.TourListPage,
        ),
      },
      { path: paths.productInfo.path, lazy: tourDetail },
      { path: paths.product.path, lazy: tourDetail },
      {
        path: paths.userCart.path,
        lazy: page(
          () => import('../features/static/cart-page'),
          (m) => m.CartPage,
        ),
      },
      {
        path: paths.checkout.path,
        lazy: page(
          () => import('../features/checkout/checkout-page'),
          (m) => m.CheckoutPage,
        ),
      },
      {
        path: paths.personalCenter.path,
        lazy: page(
          () => import('../features/account/account-centre-page'),
          (m) => m.AccountCentrePage,
        ),
      },
      {
        path: paths.orderInfo.path,
        lazy: page(
          () => import('../features/orders/order-detail-page'),
          (m) => m.OrderDetailPage,
        ),
      },
      {
        path: paths.orderInfoRequestRefund.path,
        lazy: page(
          () => import('../features/static/refund-request-page'),
          (m) => m.RefundRequestPage,
        ),
      },
      {
        path: paths.orderWaitingRefund.path,
        lazy: page(
          () => import('../features/static/refund-result-page'),
          (m) => m.RefundResultPage,
        ),
      },
      {
        path: paths.orderInfoEvaluate.path,
        lazy: page(
          () => import('../features/reviews/order-review-page'),
          (m) => m.OrderReviewPage,
        ),
      },
      {
        path: paths.article.path,
        lazy: page(
          () => import('../features/articles/article-page'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: paths.blog.path,
        lazy: page(
          () => import('../features/blog/blog-list-page'),
          (m) => m.BlogListPage,
        ),
      },
      {
        path: paths.blogInfo.path,
        lazy: page(
          () => import('../features/blog/blog-detail-page'),
          (m) => m.BlogDetailPage,
        ),
      },
      {
        path: paths.settled.path,
        lazy: page(
          () => import('../features/merchant-application/settled-page'),
          (m) => m.SettledPage,
        ),
      },
      {
        path: paths.aboutUs.path,
        lazy: page(
          () => import('../features/about/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: paths.guide.path,
        lazy: page(
          () => import('../features/guide/guide-page'),
          (m) => m.GuidePage,
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
