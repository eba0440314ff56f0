import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import { DEMO_CUSTOMER, EXAMPLE_TOKEN, UNKNOWN_TOKEN } from './names';

/**
 * Provider states, one per interaction, with the ids and values the interaction's request uses as
 * parameters: a provider prepares exactly those (the mock server: mock-server/src/control/pact-states.ts).
 * Member states carry the token to register for the customer, so each state stands on its own.
 */
const customer = { token: EXAMPLE_TOKEN, email: DEMO_CUSTOMER.email };

export const exampleTour = { spuId: 1, merchantId: 5, bookableDate: '2030-06-11', bookableTime: '09:30', closedDate: '2030-06-12' };
/**
 * A per-person tour whose prices the provider fixes, in currency 1 (the shop's default), and which no other tour
 * shares: its page, its search row and a party's quote must show exactly these amounts (2 adults and 1 child: 45).
 */
export const pricedTour = { spuId: 1, currencyId: 1, adultPrice: 17, childPrice: 11, toddlerPrice: 0 };
/**
 * The seeded orders' times as instants, which the state fixes with its clock (2030-06-03 08:00 UTC): the unpaid order is
 * held until the end of the next day, the booked one was paid two minutes after it was made. The answers write them as
 * `yyyy-MM-dd HH:mm:ss` in UTC, the zone the shop reads them in (docs/backend-questions.md row 58).
 */
export const orderTimes = {
  unpaid: { createdAt: '2030-06-02T09:00:00Z', payExpiresAt: '2030-06-04T23:59:59Z' },
  booked: { createdAt: '2030-06-02T09:00:00Z', paidAt: '2030-06-02T09:02:00Z', payExpiresAt: '2030-06-02T09:30:00Z' },
} as const;
export const newCustomer = { email: 'new.traveller@example.com', code: '246810' };
export const newMerchant = { email: 'new.guide@example.com', code: '135790' };

/** Ids of the reference data a catalogue request names: a provider must hold each one it is given. */
export interface CatalogueIds {
  currencyId?: number;
  cityIds?: readonly number[];
  categoryIds?: readonly number[];
  languageIds?: readonly number[];
  articleId?: number;
  articleCategoryId?: number;
  blogId?: number;
}

/** The seeded catalogue holding the ids the interaction's request names, as its parameters (none when it names none). */
export function catalogueHolding(ids: CatalogueIds): { description: string; parameters?: JsonMap } {
  const named = Object.entries(ids)
    .filter(([, id]) => id !== undefined && !(Array.isArray(id) && id.length === 0))
    .map(([key, id]) => [key, Array.isArray(id) ? [...id] : id]);
  return named.length === 0 ? states.catalogue : { description: states.catalogue.description, parameters: Object.fromEntries(named) };
}

export const states = {
  catalogue: { description: 'the seeded catalogue' },
  knownPrices: {
    description: 'a tour at known prices',
    parameters: { ...pricedTour, date: exampleTour.bookableDate, time: exampleTour.bookableTime },
  },
  groupPricedTours: {
    description: 'tours priced per group with reviews, found by a keyword',
    parameters: { keyword: 'Beijing Photo Walk' },
  },
  bookableTour: {
    description: 'a tour with bookable days',
    parameters: { spuId: exampleTour.spuId, date: exampleTour.bookableDate, time: exampleTour.bookableTime },
  },
  closedDay: {
    description: 'a tour that does not run on a date',
    parameters: { spuId: exampleTour.spuId, date: exampleTour.closedDate },
  },
  tourWithReviews: { description: 'a tour with reviews', parameters: { spuId: exampleTour.spuId } },
  guideWithTours: { description: 'a guide with tours and reviews', parameters: { merchantId: exampleTour.merchantId } },
  registeredCustomer: {
    description: 'a registered customer',
    parameters: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  },
  freshEmail: { description: 'no code was sent to an email lately', parameters: { email: newCustomer.email } },
  registerCode: {
    description: 'a verification code sent to a new customer',
    parameters: { email: newCustomer.email, code: newCustomer.code, purpose: 'register' },
  },
  merchantCode: {
    description: 'a merchant verification code sent to an applicant',
    parameters: { email: newMerchant.email, code: newMerchant.code, purpose: 'merchant' },
  },
  loggedIn: { description: 'a logged-in customer', parameters: customer },
  unknownToken: { description: 'no session for a token', parameters: { token: UNKNOWN_TOKEN } },
  favourites: {
    description: 'a logged-in customer with a favourite tour',
    parameters: { ...customer, favouriteSpuId: 1, otherSpuId: 2 },
  },
  reviewer: { description: 'a logged-in customer who wrote a review', parameters: customer },
  unpaidOrder: { description: 'an unpaid order', parameters: { ...customer, orderId: 1, payOrderId: 900001, ...orderTimes.unpaid } },
  bookedOrder: {
    description: 'a logged-in customer with a booked order',
    parameters: { ...customer, orderId: 2, ...orderTimes.booked },
  },
  unreviewedOrder: {
    description: 'a completed unreviewed order',
    parameters: { ...customer, orderId: 3, orderItemId: 3 },
  },
  savedCard: { description: 'a customer with a saved card', parameters: { ...customer, cardId: 1 } },
  messageThread: {
    description: 'a message thread',
    parameters: { ...customer, messageId: 1, merchantId: 16 },
  },
  bookingCustomer: {
    description: 'a logged-in customer and a tour with bookable days',
    parameters: { ...customer, spuId: exampleTour.spuId, date: exampleTour.bookableDate, time: exampleTour.bookableTime },
  },
} as const;
