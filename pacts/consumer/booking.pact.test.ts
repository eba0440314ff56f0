import { MatchersV3 } from '@pact-foundation/pact';
import { codes, quoteItemSchema } from '@tours/contract';
import * as sample from '@tours/contract/samples';
import { walletApprovalHref } from '@tours/web/wallet-link';
import { describe, expect, it } from 'vitest';
import { pactArea } from '../support/area';
import { exactPrice } from '../support/exact-price';
import { pinCall } from '../support/interaction';
import { EXAMPLE_TOKEN } from '../support/names';
import { currencySymbol, utcTime } from '../support/pinned-text';
import { shapeOf } from '../support/shape';
import { dataShape } from '../support/shapes';
import { exampleTour, newCustomer, orderTimes, pricedTour, states } from '../support/states';

const { eachLike, regex } = MatchersV3;

/**
 * A link of the wallet's payload with an absolute http(s) href: the shop leaves for the approval page with a full
 * navigation, so a path (`/checkout?token=…`) would land the payer on the shop's own 404. Every link is pinned so,
 * since the shop follows the one named `approve` (or `payer-action`) wherever it stands, else the second (spec §4), and
 * a regex cannot tell which one that is without look-around; PayPal's links are all absolute.
 */
const ABSOLUTE_LINK = '\\{[^{}]*"href"\\s*:\\s*"https?://[^"]+"[^{}]*\\}';
/**
 * The wallet's payload as the shop reads it: JSON text whose links are at least two, each with an absolute href, the
 * second approving the payment (spec §4). Written without look-around so that any verifier's regex engine reads it.
 */
const WALLET_PAYLOAD = `^\\{[\\s\\S]*"links"\\s*:\\s*\\[\\s*${ABSOLUTE_LINK}(?:\\s*,\\s*${ABSOLUTE_LINK})+\\s*\\][\\s\\S]*\\}$`;
const walletExample = JSON.stringify({
  id: 'a1',
  status: 'CREATED',
  links: [
    { href: 'https://www.paypal.example/v2/checkout/orders/a1', rel: 'self', method: 'GET' },
    { href: 'https://www.paypal.example/checkoutnow?token=a1', rel: 'approve', method: 'REDIRECT' },
  ],
});

const pact = pactArea('booking', [
  'trade.order.settlement',
  'trade.order.create',
  'trade.order.pay.submit',
  'trade.order.page',
  'trade.order.get-detail',
]);

const token = EXAMPLE_TOKEN;
const draft = {
  spuId: exampleTour.spuId,
  adultCount: 2,
  childCount: 1,
  toddlerCount: 0,
  reservationDate: exampleTour.bookableDate,
  reservationTime: exampleTour.bookableTime,
  currencyId: 1,
};
const { payOrderId, orderId } = states.unpaidOrder.parameters;
/** The shop's own origin, as `npm start` serves it: the shop sends absolute return addresses (api/orders.ts). */
const SHOP = 'http://127.0.0.1:8080';
const returnAddresses = { returnUrl: `${SHOP}/orderInfo/${orderId}?type=1`, cancelUrl: `${SHOP}/orderInfo/${orderId}` };
/** The mock's documented test cards (mock-server/README.md): one is approved, one declined. */
const cardFields = (cardNumber: string) => ({
  id: payOrderId,
  payMode: 'card' as const,
  ...returnAddresses,
  cardNumber,
  cardType: 'Visa',
  cardName: 'Demo Traveller',
  cardExpiry: '2032-12',
  cardSecurityCode: '123',
  countryCode: 'US',
  cardAddress: 'CA',
  cardArea1: '1 Main St',
  cardArea2: '',
  postalCode: '94016',
});

describe('quote (CHECK)', () => {
  it('prices a party on a bookable slot', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.settlement',
      scenario: 'a party on a bookable date and time',
      states: [states.bookableTour],
      payload: draft,
      data: dataShape('trade.order.settlement', sample.priceQuote),
    });
    expect(body.code).toBe(codes.success);
  });

  it('prices a party of the tour at known prices at exactly their sum', async () => {
    const { adultPrice, childPrice, currencyId } = pricedTour;
    const party = { adultCount: 2, childCount: 1, toddlerCount: 0 };
    const [item] = sample.priceQuote.items;
    const pricedItem = { ...item, ...party, adultPrice, childPrice, toddlerPrice: 0, score: null };
    const body = await pinCall(pact, {
      call: 'trade.order.settlement',
      scenario: 'a party of two adults and a child on the tour at known prices',
      states: [states.knownPrices],
      payload: { ...draft, ...party, spuId: pricedTour.spuId, currencyId },
      data: {
        ...(dataShape('trade.order.settlement', sample.priceQuote) as object),
        items: eachLike({
          ...(shapeOf(quoteItemSchema, pricedItem) as object),
          adultPrice: exactPrice(adultPrice),
          childPrice: exactPrice(childPrice),
        }),
        price: { payPrice: exactPrice(2 * adultPrice + childPrice) },
        currencyInco: currencySymbol(sample.priceQuote.currencyInco),
      },
    });
    expect(body.data?.price.payPrice).toBe(2 * adultPrice + childPrice);
  });

  it('refuses a date the tour does not run, with a message the client shows', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.settlement',
      scenario: 'a date the tour does not run',
      refusedWith: 'This date or time is not available',
      states: [states.closedDay],
      payload: { ...draft, reservationDate: exampleTour.closedDate },
      refusal: 'refused',
    });
    expect(body.code).not.toBe(codes.success);
    expect(body.message).toBeTruthy();
  });
});

describe('checkout (Firm payment)', () => {
  it('creates an unpaid order from the draft and the personal details', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.create',
      scenario: 'a bookable draft with personal details',
      states: [states.bookingCustomer],
      // The form always sends the code field; a logged-in customer's stays empty (spec §2 Checkout).
      payload: {
        ...draft,
        fullName: 'Demo',
        lastName: 'Traveller',
        email: 'demo@tours.test',
        mobile: '+1 555 0101',
        areaId: 235,
        code: '',
      },
      token,
      data: dataShape('trade.order.create', { id: 6, payOrderId: 900006 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('creates the order of a visitor just registered at checkout: the emailed code goes along, the mobile left empty', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.create',
      scenario: 'a draft of a customer registered at checkout, with the emailed code and no mobile',
      states: [states.bookingCustomer],
      // firm-payment.ts registers the visitor first (verify.register), then creates the order with the new token.
      payload: {
        ...draft,
        fullName: 'Demo',
        lastName: 'Traveller',
        email: 'demo@tours.test',
        mobile: '',
        areaId: 235,
        code: newCustomer.code,
      },
      token,
      data: dataShape('trade.order.create', { id: 6, payOrderId: 900006 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('starts a card payment', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.pay.submit',
      scenario: 'an approved card, its optional address left empty',
      states: [states.unpaidOrder],
      payload: { ...cardFields('4242424242424242'), cardType: '', countryCode: '', cardAddress: '', cardArea1: '', postalCode: '' },
      token,
      data: dataShape('trade.order.pay.submit', { displayContent: '{"id":"a1","status":"PENDING","links":[]}' }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('refuses a declined card', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.pay.submit',
      scenario: 'a declined card',
      refusedWith: 'Your card was declined; please use another card',
      states: [states.unpaidOrder],
      payload: cardFields('4000000000000002'),
      token,
      refusal: 'refused',
    });
    expect(body.code).not.toBe(codes.success);
  });

  it('starts a wallet payment with an approval link', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.pay.submit',
      scenario: 'the wallet',
      states: [states.unpaidOrder],
      payload: { id: payOrderId, payMode: 'quick', ...returnAddresses },
      token,
      data: { displayContent: regex(WALLET_PAYLOAD, walletExample) },
    });
    expect(body.code).toBe(codes.success);
    expect(walletApprovalHref(body.data?.displayContent ?? '')).toBe('https://www.paypal.example/checkoutnow?token=a1');
  });
});

/** A page of orders whose rows also carry a tab's pinned values, where the tab's state fixes every row. */
function pinnedRows(shape: unknown, pinned: object | undefined) {
  if (!pinned) return shape;
  const { page, ...counts } = shape as { page: { list: { value: object[] } } };
  const [row] = page.list.value;
  return { ...counts, page: { ...page, list: eachLike({ ...row, ...pinned }) } };
}

describe('orders', () => {
  /** A booked or completed order was paid, so its pay time is there whatever the backend does with nulls. */
  const paid = ['page.list.*.payTime'];

  it('lists the booked orders with the tab counts', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.page',
      scenario: 'the Booked tab',
      states: [states.bookedOrder],
      payload: { pageNo: 1, status: 10 },
      token,
      data: dataShape(
        'trade.order.page',
        { page: { list: [sample.order], total: 1 }, unpaidCount: 1, bookedCount: 1, pendingReviewCount: 1, refundCount: 1 },
        paid,
      ),
    });
    expect(body.code).toBe(codes.success);
  });

  it('lists every order on the All tab (an empty status), the Unpaid tab and the Refund tab', async () => {
    const counts = { unpaidCount: 1, bookedCount: 1, pendingReviewCount: 1, refundCount: 0 };
    const tabs = [
      { scenario: 'the All tab', states: [states.bookedOrder], status: '', orders: [sample.order] },
      {
        scenario: 'the Unpaid tab',
        states: [states.unpaidOrder],
        status: 0,
        orders: [{ ...sample.order, status: 0, payStatus: false }],
        // The state's one unpaid order, at its times: the hold countdown and Pay Now read its payExpireTime.
        pinned: {
          createTime: utcTime(orderTimes.unpaid.createdAt),
          payExpireTime: utcTime(orderTimes.unpaid.payExpiresAt),
          currencyInco: currencySymbol(sample.order.currencyInco),
        },
      },
      // The seed holds no refunded order for the demo customer: the tab's request is what is pinned, and a list.
      { scenario: 'the Refund tab', states: [states.bookedOrder], status: 90, orders: [] },
    ] as const;
    for (const tab of tabs) {
      const body = await pinCall(pact, {
        call: 'trade.order.page',
        scenario: tab.scenario,
        states: tab.states,
        payload: { pageNo: 1, status: tab.status },
        token,
        data: pinnedRows(
          dataShape('trade.order.page', { page: { list: tab.orders, total: tab.orders.length }, ...counts }),
          'pinned' in tab ? tab.pinned : undefined,
        ),
      });
      expect(body.code).toBe(codes.success);
    }
  });

  it('lists the Pending review tab, which also asks for unreviewed orders only', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.page',
      scenario: 'the Pending review tab',
      states: [states.unreviewedOrder],
      payload: { pageNo: 1, status: 30, commentStatus: false },
      token,
      data: dataShape(
        'trade.order.page',
        {
          page: { list: [{ ...sample.order, status: 30, commentStatus: false }], total: 1 },
          unpaidCount: 0,
          bookedCount: 0,
          pendingReviewCount: 1,
          refundCount: 0,
        },
        paid,
      ),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads one order', async () => {
    const body = await pinCall(pact, {
      call: 'trade.order.get-detail',
      scenario: 'a booked order of the caller',
      states: [states.bookedOrder],
      payload: { id: states.bookedOrder.parameters.orderId },
      token,
      data: {
        ...(dataShape('trade.order.get-detail', sample.order) as object),
        createTime: utcTime(orderTimes.booked.createdAt),
        payTime: utcTime(orderTimes.booked.paidAt),
        payExpireTime: utcTime(orderTimes.booked.payExpiresAt),
        currencyInco: currencySymbol(sample.order.currencyInco),
      },
    });
    expect(body.code).toBe(codes.success);
  });
});
