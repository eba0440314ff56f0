import type { BrowserContext } from '@playwright/test';
import { OrderStatus } from '@tours/contract';
import { firstBookableDay } from './booking';
import { serverURL } from './server-url';
import type { ShopApi } from './shop-api';

export interface RouteCase {
  /** What the screen is, for test titles and screenshot file names. */
  name: string;
  path: string;
  /** Where `path` lands when it is another spelling of a page's address, which the server sends on with a 301. */
  landsOn?: string;
  /** Needs a logged-in customer. */
  account?: boolean;
}

/** Route names, fixed so tests can be declared before any world exists. */
export const ROUTE_NAMES = [
  'home',
  'login',
  'register',
  'tour-list',
  'tour-detail',
  'tour-detail-alias',
  'cart',
  'checkout',
  'account-basic-information',
  'account-my-order',
  'account-my-collection',
  'account-my-review',
  'account-saved-cards',
  'account-message',
  'account-settings',
  'order-detail',
  'refund-request',
  'refund-result',
  'order-review',
  'article',
  'blog-list',
  'blog-detail',
  'merchant-application',
  'about-us',
  'guide',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

const ACCOUNT_TABS: Record<number, RouteName> = {
  1: 'account-basic-information',
  2: 'account-my-order',
  3: 'account-my-collection',
  4: 'account-my-review',
  5: 'account-saved-cards',
  6: 'account-message',
  7: 'account-settings',
};

/** The seed plants script-bearing HTML in a few records (spec §11 checks it); these pages use clean ones. */
const isHostile = (html: string | null | undefined) => /onerror|<script/i.test(html ?? '');

async function cleanTour(shop: ShopApi) {
  const tours = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  for (const tour of tours) {
    const reviews = await shop.data('member.product.comment.page', { spuId: tour.id, pageNo: 1 });
    const guide = await shop.data('member.merchant.detail.check', { merchantId: tour.merchantId });
    if (!reviews.list.some((r) => isHostile(r.cotent)) && !isHostile(guide.description)) return tour;
  }
  throw new Error('a tour on the first page whose reviews and guide carry no hostile HTML');
}

/**
 * One URL per route of spec §2, each showing real content from the world: the demo customer's own
 * orders for the order screens, and records without the seeded hostile HTML.
 */
export async function everyRoute(shop: ShopApi, token: string): Promise<Record<RouteName, RouteCase>> {
  const tour = await cleanTour(shop);
  const orders = (await shop.data('trade.order.page', { pageNo: 1 }, token)).page.list;
  const booked = orders.find((o) => o.status === OrderStatus.Booked);
  const toReview = orders.find((o) => o.status === OrderStatus.Completed && !o.commentStatus);
  const blogs = await shop.data('blog.list', { pageNo: 1, pageSize: 10, keyword: '', orderBy: 4 });
  const blog = blogs.list.find((b) => b.spuInformation && !isHostile(b.content)) ?? blogs.list.find((b) => !isHostile(b.content));
  if (!booked || !toReview || !blog) throw new Error('the seed has demo orders in every status and blogs');
  const cases: RouteCase[] = [
    { name: 'home', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'tour-list', path: '/productList' },
    { name: 'tour-detail', path: `/productInfo/${tour.id}` },
    { name: 'tour-detail-alias', path: `/product/${tour.id}`, landsOn: `/productInfo/${tour.id}` },
    { name: 'cart', path: '/userCart' },
    { name: 'checkout', path: '/checkout' },
    ...Object.entries(ACCOUNT_TABS).map(([tab, name]) => ({ name, path: `/personalCenter/${tab}`, account: true })),
    { name: 'order-detail', path: `/orderInfo/${booked.id}`, account: true },
    { name: 'refund-request', path: `/orderInfoRequestRefund/${booked.id}`, account: true },
    { name: 'refund-result', path: `/orderWaitingRefund/${booked.id}`, account: true },
    { name: 'order-review', path: `/orderInfoEvaluate/${toReview.id}`, account: true },
    { name: 'article', path: '/article?id=103' },
    { name: 'blog-list', path: '/Blog' },
    { name: 'blog-detail', path: `/BlogInfo/${blog.id}` },
    { name: 'merchant-application', path: '/Settled' },
    { name: 'about-us', path: '/aboutUs' },
    { name: 'guide', path: `/guide?id=${tour.merchantId}` },
  ];
  return Object.fromEntries(cases.map((c) => [c.name, c])) as Record<RouteName, RouteCase>;
}

/**
 * BOOK NOW's mark that the browser holds a booking draft (web/src/lib/booking-draft-cookie.ts): with it the server
 * leaves checkout to the tab, which draws its form.
 */
export const BOOKING_DRAFT_COOKIE = 'shop-booking-draft';

/** A booking draft in session storage and its cookie, as BOOK NOW leaves them, so /checkout shows its form. */
export async function withBookingDraft(context: BrowserContext, shop: ShopApi): Promise<void> {
  const tours = await shop.data('product.search', { pageNo: 1, pageSize: 10 });
  for (const tour of tours) {
    const day = await firstBookableDay(shop, tour.id);
    const time = day?.times[0];
    if (!day || !time) continue;
    const draft = {
      spuId: tour.id,
      adultCount: 2,
      childCount: 0,
      toddlerCount: 0,
      reservationDate: day.date,
      reservationTime: time,
      currencyId: 1,
    };
    await context.addInitScript((value) => window.sessionStorage.setItem('bookingDraft', value), JSON.stringify(draft));
    await context.addCookies([{ name: BOOKING_DRAFT_COOKIE, value: '1', url: serverURL() }]);
    return;
  }
  throw new Error('a bookable tour for the checkout draft');
}
