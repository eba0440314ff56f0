import { BOOKABLE_STATUS, OrderStatus } from '@tours/contract';
import { dayAvailability } from '../domain/availability.js';
import type { State, TourRow, UserRow } from '../domain/index.js';
import { isExpired } from '../domain/orders.js';
import { dateOfDayNumber, todayNumber } from '../domain/time.js';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { documentPayloads, type OpenApiDocument, type Payload } from './docs-examples.js';

/**
 * What each /docs "try it" form starts with: the document's examples, with the values that must name this world's
 * rows taken from the world asked about. The document's examples are fixed text (a tour's date, an order id); a
 * world's bookable days follow its clock and its ids are the seed's, so a fixed example would be refused (409,
 * 404) when tried. Member calls use the demo customer's rows, whose login the docs page fills in.
 */
export interface TryIt {
  payload: Payload;
  /** What the person must do for the call to succeed, when pressing Send is not enough. */
  note?: string;
}

interface Facts {
  state: State;
  now: Date;
  demo: UserRow | undefined;
  booking: { tour: TourRow; reservationDate: string; reservationTime: string } | undefined;
  /** The merchant application's address, which its code must be sent to. */
  applicantEmail: string;
}

type Fields = Record<string, unknown>;
type Adjust = (fields: Fields, facts: Facts) => TryIt | undefined;

const DEMO = DEMO_ACCOUNTS.demo;
const DEMO_ROWS = `Names the demo customer's rows: log in above as ${DEMO.email}.`;
/** Days ahead the docs look for a bookable day of the example tour. */
const BOOKING_HORIZON_DAYS = 90;

const codeNote = (sender: string, email: string, field: string) =>
  `Needs the code emailed to ${email}: send ${sender} with it first, then put the code from the outbox ` +
  `(GET /__mock/outbox/latest-code?email=${email}, or the console's Outbox) in "${field}".`;

/** The tour of the document's example if the world has it (else its first), on its first bookable day and time. */
function firstBooking(state: State, now: Date, spuId: number): Facts['booking'] {
  const tour = state.tours.find((t) => t.id === spuId) ?? state.tours[0];
  if (!tour) return undefined;
  const today = todayNumber(now);
  for (let day = today; day < today + BOOKING_HORIZON_DAYS; day += 1) {
    const { status, times } = dayAvailability(tour, day, now);
    if (status === BOOKABLE_STATUS && times[0]) return { tour, reservationDate: dateOfDayNumber(day), reservationTime: times[0] };
  }
  return undefined;
}

/** An address no account of the world has, for signing up. */
function freeEmail(state: State): string {
  const taken = new Set(state.users.map((u) => u.email));
  for (let n = 1; ; n += 1) {
    const email = n === 1 ? 'ada.lovelace@tours.test' : `ada.lovelace.${n}@tours.test`;
    if (!taken.has(email)) return email;
  }
}

const bookable: Adjust = (fields, { booking }) =>
  booking && {
    payload: {
      ...fields,
      spuId: String(booking.tour.id),
      reservationDate: booking.reservationDate,
      reservationTime: booking.reservationTime,
    },
    note: `The first bookable day and time of tour ${booking.tour.id} on this world's clock.`,
  };

/** The month of the bookable day, first to last, as the calendar asks (spec §9). */
const calendarMonth: Adjust = (fields, { booking }) => {
  if (!booking) return undefined;
  const month = booking.reservationDate.slice(0, 7);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { payload: { ...fields, id: String(booking.tour.id), startDate: `${month}-01`, endDate: `${month}-${lastDay}` } };
};

function demoRow<T extends { userId: number; id: number }>(rows: (facts: Facts) => T[], fill: (fields: Fields, row: T) => Payload): Adjust {
  return (fields, facts) => {
    const row = rows(facts).find((r) => r.userId === facts.demo?.id);
    return row && { payload: fill(fields, row), note: DEMO_ROWS };
  };
}

const inDemoThread = demoRow(
  ({ state }) => state.threads,
  (fields, thread) => ({ ...fields, messageId: String(thread.id) }),
);

const payable: Adjust = (fields, { state, now, demo }) => {
  const paying = (orderId: number) => state.payments.some((p) => p.orderId === orderId && p.status === 'PENDING');
  const order = state.orders.findLast(
    (o) => o.userId === demo?.id && o.status === OrderStatus.Unpaid && !isExpired(o, now) && !paying(o.id),
  );
  return (
    order && {
      payload: { ...fields, id: String(order.payOrderId), returnUrl: `/orderInfo/${order.id}?type=1`, cancelUrl: `/orderInfo/${order.id}` },
      note: `${DEMO_ROWS} Pays their unpaid order ${order.id}; once it is paid, create another with trade.order.create and send its payOrderId.`,
    }
  );
};

const reviewable: Adjust = (fields, { state, demo }) => {
  const order = state.orders.find((o) => o.userId === demo?.id && o.status === OrderStatus.Completed && !o.commentStatus);
  const item = order?.items[0];
  const [entry] = fields as unknown as Fields[];
  return order && item && { payload: [{ ...entry, orderId: order.id, orderItemId: item.id }], note: DEMO_ROWS };
};

const signUp: Adjust = (fields, { state }) => {
  const email = freeEmail(state);
  return { payload: { ...fields, username: email }, note: codeNote('verify.sendCode', email, 'code') };
};

const ADJUSTMENTS: Record<string, Adjust> = {
  'verify.register': signUp,
  'verify.sendCode': (fields, { state }) => ({ payload: { ...fields, account: freeEmail(state) } }),
  'member.merchant.verification_code': (fields, { applicantEmail }) => ({ payload: { ...fields, email: applicantEmail } }),
  'member.merchant.application': (fields, { applicantEmail }) => ({
    payload: fields,
    note: codeNote('member.merchant.verification_code', applicantEmail, 'verificationCode'),
  }),
  'product.appointment': calendarMonth,
  'trade.order.settlement': bookable,
  'trade.order.create': bookable,
  'trade.order.pay.submit': payable,
  'trade.order.get-detail': demoRow(
    ({ state }) => state.orders,
    (fields, order) => ({ ...fields, id: String(order.id) }),
  ),
  'member.product.comment.add': reviewable,
  'member.my.message.content.list': inDemoThread,
  'member.my.message.content.add': inDemoThread,
  'member.bankcard.delete': demoRow(
    ({ state }) => state.cards,
    (fields, card) => ({ ...fields, id: String(card.id) }),
  ),
};

/** GET /docs/try-it.json: every operation's prefilled payload (uploads have none: a person picks the file). */
export function tryItExamples(document: OpenApiDocument, state: State, now: Date): Record<string, TryIt> {
  const payloads = documentPayloads(document);
  const example = (operationId: string) => (payloads.get(operationId) ?? {}) as Fields;
  const facts: Facts = {
    state,
    now,
    demo: state.users.find((u) => u.email === DEMO.email),
    booking: firstBooking(state, now, Number(example('trade.order.settlement').spuId)),
    applicantEmail: String(example('member.merchant.application').email),
  };
  const examples: Record<string, TryIt> = {};
  for (const [operationId, payload] of payloads) {
    examples[operationId] = ADJUSTMENTS[operationId]?.(payload as Fields, facts) ?? { payload };
  }
  return examples;
}
