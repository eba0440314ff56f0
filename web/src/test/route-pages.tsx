import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import * as sample from '../../../contract/src/entities/samples';
import { createRoutes } from '../app/routes';
import { createTestQueryClient, TestProviders } from './render';

const paged = <T,>(list: T[]) => ({ list, total: list.length });

/** A working shop: every call a data-loading route makes, answered with the contract's samples. */
export const sampleAnswers: Record<string, unknown> = {
  '/product/search': [sample.productCard],
  '/product/detail': sample.productDetail,
  '/product/appointment': [sample.availabilityDay],
  '/member/product/comment/page': paged([sample.review]),
  '/blog/list': paged([sample.blog]),
  '/blog/detail': sample.blog,
  '/article/detail': sample.article,
  '/member/merchant/detail/check': sample.merchantProfile,
  '/trade/order/get-detail': sample.order,
  '/member/info': sample.member,
  '/trade/order/page': { page: paged([sample.order]), unpaidCount: 0, bookedCount: 1, pendingReviewCount: 0, refundCount: 0 },
  '/member/favorite/list': paged([sample.collectedItem]),
  '/member/product/comment/user/page': paged([sample.myReview]),
  '/member/bankcard/page': paged([sample.savedCard]),
  '/member/my/message/list': [sample.messageThread],
  '/currency/check': { list: [sample.currency] },
  '/trade/order/settlement': sample.priceQuote,
  '/country': [sample.country],
  '/city/list': { list: [sample.city] },
  '/category/list': [sample.category],
  '/ad/list': [sample.banner],
};

/** The real route table without the shell (header, footer), so only the page's own calls run. */
export function openRoutePage(url: string) {
  const [shell] = createRoutes();
  const router = createMemoryRouter([{ path: '/', Component: Outlet, HydrateFallback: () => null, children: shell?.children ?? [] }], {
    initialEntries: [url],
  });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
