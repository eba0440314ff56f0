import { type CallParsed, HOLD_MS, OrderStatus } from '@tours/contract';
import { checkParty } from '@tours/contract/rules';
import { isSlotBookable } from '../availability.js';
import { requireTour, tourPicUrl } from '../catalog.js';
import { badRequest, conflict } from '../errors.js';
import { nextId } from '../ids.js';
import { orderView, requireOwnOrder } from '../orders.js';
import { submitPayment } from '../payments.js';
import { convert, currencyOf, partyPrice, priceModeNames } from '../pricing.js';
import { requireUser } from '../sessions.js';
import type { State, TourRow } from '../state.js';
import { addMs, formatDateTime, newerFirst } from '../time.js';
import type { CallContext, Handlers } from '../types.js';

type Draft = CallParsed<'trade.order.settlement'>;

/** The checks a quote and an order share: a party of at least one, not infants alone, within the limit, on a bookable slot. */
function checkDraft(state: State, draft: Draft, now: Date): TourRow {
  const tour = requireTour(state, draft.spuId);
  const people = draft.adultCount + draft.childCount + draft.toddlerCount;
  if (people === 0) throw badRequest('spec.participantRequired', { field: 'adultCount' });
  // The shop's own rule (infants travel with someone older), so the web and the mock refuse the same parties.
  if (checkParty(draft)) throw badRequest('spec.infantsNeedAdult', { field: 'toddlerCount' });
  if (people > tour.teamLimit) throw badRequest('party.tooLarge', { count: tour.teamLimit, field: 'adultCount' });
  if (!isSlotBookable(tour, draft.reservationDate, draft.reservationTime, now)) {
    throw conflict('slot.unavailable', { field: 'reservationTime' });
  }
  return tour;
}

function quote(state: State, draft: Draft, ctx: CallContext) {
  const tour = checkDraft(state, draft, ctx.now);
  const currency = currencyOf(state, draft.currencyId);
  const names = priceModeNames(tour.model);
  const group = tour.model === 1 && tour.teamPrice !== null;
  const language = state.languages.find((l) => l.id === tour.languageIds[0]);
  return {
    items: [
      {
        adultCount: draft.adultCount,
        // A group price is one price for the party: it sits in adultPrice, the other bands are free.
        adultPrice: convert(group ? (tour.teamPrice ?? 0) : tour.adultPrice, currency),
        childCount: draft.childCount,
        childPrice: group ? 0 : convert(tour.childPrice, currency),
        toddlerCount: draft.toddlerCount,
        toddlerPrice: group ? 0 : convert(tour.toddlerPrice, currency),
        priceMode: tour.model,
        spuName: tour.name,
        picUrl: tourPicUrl(state, tour),
        score: tour.score,
        review: tour.reviewCount,
        priceModeNameEn: names.en,
        priceModeNameCn: names.cn,
        languageName: language?.name ?? '',
      },
    ],
    price: { payPrice: partyPrice(tour, draft, currency) },
    currencyInco: currency.moneyIcon,
    tour,
    currency,
  };
}

export const tradeHandlers = {
  'trade.order.settlement': (input, ctx) => {
    const { items, price, currencyInco } = quote(ctx.state, input, ctx);
    return { items, price, currencyInco };
  },

  'trade.order.create': (input, ctx) => {
    const { state, now } = ctx;
    const user = requireUser(state, ctx.userId);
    const { tour, currency, price } = quote(state, input, ctx);
    const order = {
      id: nextId(state, 'order'),
      payOrderId: nextId(state, 'payOrder'),
      userId: user.id,
      status: OrderStatus.Unpaid,
      payStatus: false,
      payPrice: price.payPrice,
      currencyId: currency.id,
      currencyInco: currency.moneyIcon,
      payTime: null,
      payExpireTime: addMs(now, HOLD_MS),
      commentStatus: false,
      merchantId: tour.merchantId,
      fullName: input.fullName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim().toLowerCase(),
      mobile: input.mobile?.trim() ?? '',
      payMode: null,
      createTime: formatDateTime(now),
      closed: false,
      ...(ctx.language ? { language: ctx.language } : {}),
      items: [
        {
          id: nextId(state, 'orderItem'),
          spuId: tour.id,
          reservationDate: input.reservationDate,
          reservationTime: input.reservationTime,
          adultCount: input.adultCount,
          childCount: input.childCount,
          toddlerCount: input.toddlerCount,
          languageId: tour.languageIds[0] ?? 1,
          priceMode: tour.model,
        },
      ],
    };
    state.orders.push(order);
    return { id: order.id, payOrderId: order.payOrderId };
  },

  'trade.order.pay.submit': (input, ctx) => submitPayment(input, ctx, requireUser(ctx.state, ctx.userId).id),

  'trade.order.page': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    const mine = ctx.state.orders.filter((o) => o.userId === user.id);
    // A closed order (unpaid past payExpireTime, spec §4: cancelled automatically) stays in the customer's history
    // under All, where the shop shows it as expired; the Unpaid tab and its count hold only orders that can be paid.
    const notClosed = mine.filter((o) => !o.closed);
    const matching = (input.status === undefined ? mine : notClosed.filter((o) => o.status === input.status))
      .filter((o) => input.commentStatus === undefined || o.commentStatus === input.commentStatus)
      .sort((a, b) => newerFirst(a.createTime, b.createTime) || b.id - a.id);
    const start = (input.pageNo - 1) * input.pageSize;
    const count = (test: (status: number, reviewed: boolean) => boolean) => notClosed.filter((o) => test(o.status, o.commentStatus)).length;
    return {
      page: { list: matching.slice(start, start + input.pageSize).map((o) => orderView(ctx.state, o)), total: matching.length },
      unpaidCount: count((s) => s === 0),
      bookedCount: count((s) => s === 10),
      pendingReviewCount: count((s, reviewed) => s === 30 && !reviewed),
      refundCount: count((s) => s === 90),
    };
  },

  'trade.order.get-detail': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    return orderView(ctx.state, requireOwnOrder(ctx.state, user.id, input.id));
  },
} satisfies Partial<Handlers>;
