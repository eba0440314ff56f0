import * as sample from '@tours/contract/samples';

const paged = <T>(list: T[]) => ({ list, total: list.length });

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
  '/article/list': paged([sample.article]),
  '/dict-data/list': [sample.dictEntry],
  '/language/check': { list: [sample.language] },
};
