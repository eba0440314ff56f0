import { codes, PriceModel } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSlotBookable } from '../domain/availability.js';
import { type CodePurpose, developerRefusal, newSession, type OrderRow, type State, type UserRow } from '../domain/index.js';
import { convert, fromPriceUsd } from '../domain/pricing.js';
import { searchIndex } from '../domain/search-index.js';
import { addMs, formatDateTime } from '../domain/time.js';
import { parseWith } from '../runtime/parse-with.js';
import type { World } from '../store/worlds.js';
import { createState } from '../world/index.js';

/**
 * The instant a pact world's clock is pinned to. Seeded ids and dates derive from the seed day, so a
 * pinned clock makes every provider state the same on every run; the pacts' example dates
 * (pacts/support/states.ts) are bookable or closed at this instant.
 */
const PACT_NOW = new Date('2030-06-03T08:00:00Z');

// A token becomes a key of the sessions table, where "__proto__" would replace its prototype instead.
const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'must be letters and digits')
  .optional();

/** What Pact's verifier posts to a providerStatesSetupUrl (with providerStatesSetupBody, its default). */
const stateInput = z.object({
  state: z.string().min(1).max(200),
  params: z.looseObject({ token: sessionToken }).optional(),
  action: z.enum(['setup', 'teardown']).optional(),
});

/**
 * `?providerToken=<token>` on the hook's address: the token `pact:verify` sends instead of the example one
 * (PACT_PROVIDER_TOKEN) becomes a session of the same customer, as a real backend's test account keeps its session
 * across states, so that replacement can be tried against the mock.
 */
const stateQuery = z.object({ providerToken: sessionToken });

type Params = Record<string, unknown>;
type Prepare = (state: State, params: Params, now: Date) => void;

function param<T extends 'string' | 'number'>(params: Params, key: string, type: T): T extends 'string' ? string : number {
  const value = params[key];
  if (typeof value !== type) throw developerRefusal(codes.badRequest, `params.${key}: must be a ${type}`, `params.${key}`);
  return value as T extends 'string' ? string : number;
}

const customerOf = (state: State, params: Params): UserRow | undefined =>
  state.users.find((u) => u.email === param(params, 'email', 'string'));

/** The state's token becomes a session of the customer with the state's email (the demo customer). */
const loggedIn: Prepare = (state, params, now) => {
  const user = customerOf(state, params);
  if (!user) throw developerRefusal(codes.badRequest, `params.email: no customer ${String(params.email)} in the seed`, 'params.email');
  state.sessions[param(params, 'token', 'string')] = newSession(user.id, now);
};

/**
 * Seeded rows are checked rather than created: the example ids are the seed's, and a changed seed must
 * fail here, naming the state, rather than as a puzzling mismatch later.
 */
function holds(what: string, test: (state: State, params: Params, now: Date) => boolean): Prepare {
  return (state, params, now) => {
    if (!test(state, params, now))
      throw developerRefusal(codes.badRequest, `params: the seed has no ${what} for ${JSON.stringify(params)}`, 'params');
  };
}

const both =
  (...steps: Prepare[]): Prepare =>
  (state, params, now) => {
    for (const step of steps) step(state, params, now);
  };

const tourOf = (state: State, params: Params) => state.tours.find((t) => t.id === param(params, 'spuId', 'number'));
const mine = (state: State, params: Params) => customerOf(state, params)?.id;

/** The order's times the state names as instants (createdAt, paidAt, payExpiresAt), written as the mock writes times. */
const ORDER_TIMES = { createdAt: 'createTime', paidAt: 'payTime', payExpiresAt: 'payExpireTime' } as const;
const hasTimesOf = (order: OrderRow, params: Params) =>
  Object.entries(ORDER_TIMES).every(
    ([instant, field]) => params[instant] === undefined || order[field] === formatDateTime(new Date(param(params, instant, 'string'))),
  );

const seededOrder = (status: number, commentStatus?: boolean) =>
  both(
    loggedIn,
    holds(`order in status ${status} at the named times`, (state, params) =>
      state.orders.some(
        (o) =>
          o.id === param(params, 'orderId', 'number') &&
          o.userId === mine(state, params) &&
          o.status === status &&
          (commentStatus === undefined || o.commentStatus === commentStatus) &&
          hasTimesOf(o, params),
      ),
    ),
  );

const bookableSlot = holds('bookable slot', (state, params, now) => {
  const tour = tourOf(state, params);
  return tour !== undefined && isSlotBookable(tour, param(params, 'date', 'string'), param(params, 'time', 'string'), now);
});

function sentCode(purpose: CodePurpose): Prepare {
  return (state, params, now) => {
    const [email, code] = [param(params, 'email', 'string'), param(params, 'code', 'string')];
    state.codes.push({
      email,
      purpose,
      code,
      sentAt: formatDateTime(now),
      expiresAt: addMs(now, 10 * 60_000),
      used: false,
      wrongAttempts: 0,
    });
  };
}

const ids = (params: Params, key: string): unknown[] => {
  const value = params[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw developerRefusal(codes.badRequest, `params.${key}: must be a list of ids`, `params.${key}`);
  return value;
};
const given = (params: Params, key: string): unknown[] => (params[key] === undefined ? [] : [param(params, key, 'number')]);

/** Each id a catalogue request names, present in the seed: a missing one names itself rather than failing a match later. */
const catalogueHolds: Prepare = (state, params) => {
  const checks: [string, unknown[], (id: unknown) => boolean][] = [
    ['currency', given(params, 'currencyId'), (id) => state.currencies.some((c) => c.id === id)],
    ['city', ids(params, 'cityIds'), (id) => state.cities.some((c) => c.id === id)],
    ['tour type', ids(params, 'categoryIds'), (id) => state.categories.some((c) => c.id === id)],
    ['guide language', ids(params, 'languageIds'), (id) => state.languages.some((l) => l.id === id)],
    ['article', given(params, 'articleId'), (id) => state.articles.some((a) => a.id === id)],
    ['article category', given(params, 'articleCategoryId'), (id) => state.articles.some((a) => a.categoryId === id)],
    ['post tied to a tour', given(params, 'blogId'), (id) => state.blogs.some((b) => b.id === id && b.spuId !== null)],
  ];
  for (const [what, wanted, exists] of checks) {
    const missing = wanted.find((id) => !exists(id));
    if (missing !== undefined) throw developerRefusal(codes.badRequest, `params: the seed has no ${what} ${String(missing)}`, 'params');
  }
};

/**
 * The tour becomes per-person at the state's prices, given in the state's currency and stored in dollars as every tour
 * is. The amounts must come back exactly through the currency's rounding, and no other tour may start at the same
 * price, so a search by that price finds this tour alone.
 */
const knownPrices: Prepare = (state, params) => {
  const tour = tourOf(state, params);
  const currency = state.currencies.find((c) => c.id === param(params, 'currencyId', 'number'));
  if (!tour || !currency)
    throw developerRefusal(codes.badRequest, `params: the seed has no tour or currency for ${JSON.stringify(params)}`, 'params');
  const [adult, child, toddler] = ['adultPrice', 'childPrice', 'toddlerPrice'].map((key) => param(params, key, 'number'));
  const inDollars = (amount = 0) => {
    const usd = amount / currency.rate;
    if (convert(usd, currency) !== amount)
      throw developerRefusal(codes.badRequest, `params: ${amount} cannot be priced in ${currency.code}`, 'params');
    return usd;
  };
  Object.assign(tour, {
    model: 2,
    teamPrice: null,
    adultPrice: inDollars(adult),
    childPrice: inDollars(child),
    toddlerPrice: inDollars(toddler),
  });
  const twin = state.tours.find((other) => other !== tour && convert(fromPriceUsd(other), currency) === adult);
  if (twin) throw developerRefusal(codes.badRequest, `params: tour ${twin.id} also starts at ${adult}`, 'params.adultPrice');
};

/** The tours a search by the keyword finds: the search's own text of each tour (its name and introduction). */
function foundBy(state: State, params: Params) {
  const keyword = param(params, 'keyword', 'string').trim().toLowerCase();
  const { text } = searchIndex(state);
  return state.tours.filter((_, i) => text[i]?.includes(keyword));
}

/** Every state the committed pact names (pacts/support/states.ts); an unknown name is a 400. */
const preparesByName: Record<string, Prepare> = {
  'the seeded catalogue': catalogueHolds,
  'tours priced per group with reviews, found by a keyword': holds('tours priced per group with reviews', (state, params) => {
    const found = foundBy(state, params);
    return found.length > 0 && found.every((tour) => tour.model === PriceModel.Group && tour.teamPrice !== null && tour.score !== null);
  }),
  'a tour with bookable days': bookableSlot,
  'a tour at known prices': both(knownPrices, bookableSlot),
  'a tour that does not run on a date': holds('closed day', (state, params, now) => {
    const tour = tourOf(state, params);
    if (!tour) return false;
    return tour.times.every((time) => !isSlotBookable(tour, param(params, 'date', 'string'), time, now));
  }),
  'a tour with reviews': holds('reviewed tour', (state, params) => state.reviews.some((r) => r.spuId === param(params, 'spuId', 'number'))),
  'a guide with tours and reviews': holds('guide with tours', (state, params) =>
    state.tours.some((t) => t.merchantId === param(params, 'merchantId', 'number') && t.reviewCount > 0),
  ),
  'a registered customer': holds('customer', (state, params) => customerOf(state, params) !== undefined),
  'no code was sent to an email lately': () => {},
  'a verification code sent to a new customer': sentCode('register'),
  'a merchant verification code sent to an applicant': sentCode('merchant'),
  'a logged-in customer': loggedIn,
  'no session for a token': holds('unknown token', (state, params) => !Object.hasOwn(state.sessions, param(params, 'token', 'string'))),
  'a logged-in customer with a favourite tour': both(
    loggedIn,
    holds('favourite', (state, params) => {
      const spuIds = state.favorites.filter((f) => f.userId === mine(state, params)).map((f) => f.spuId);
      return spuIds.includes(param(params, 'favouriteSpuId', 'number')) && !spuIds.includes(param(params, 'otherSpuId', 'number'));
    }),
  ),
  'a logged-in customer who wrote a review': both(
    loggedIn,
    holds('review', (state, params) => state.reviews.some((r) => r.userId === mine(state, params))),
  ),
  'an unpaid order': seededOrder(0),
  'a logged-in customer with a booked order': seededOrder(10),
  'a completed unreviewed order': seededOrder(30, false),
  'a customer with a saved card': both(
    loggedIn,
    holds('card', (state, params) =>
      state.cards.some((c) => c.id === param(params, 'cardId', 'number') && c.userId === mine(state, params)),
    ),
  ),
  'a message thread': both(
    loggedIn,
    holds('thread', (state, params) =>
      state.threads.some(
        (t) =>
          t.id === param(params, 'messageId', 'number') &&
          t.userId === mine(state, params) &&
          t.merchantId === param(params, 'merchantId', 'number'),
      ),
    ),
  ),
  'a logged-in customer and a tour with bookable days': both(loggedIn, bookableSlot),
};
/** A Map, so a name like "constructor" or "__proto__" finds nothing rather than Object.prototype's members. */
const prepares = new Map(Object.entries(preparesByName));

/** The world becomes `state` on the pinned clock: no faults or overrides, no expired-session switch, an empty journal. */
function pin(world: World, state: State): void {
  world.state = state;
  world.clockOffsetMs = PACT_NOW.getTime() - Date.now();
  world.faults = {};
  world.overrides = [];
  world.sessionExpired = false;
  world.journal = [];
}

/**
 * POST /__mock/pact/state: Pact's provider-state hook. Each setup replaces the request's world with a fresh seed, its
 * uploads gone with the rest, so a pact verifies against one running mock as often as it is run: the visitor uploads
 * of earlier runs never fill the world's quota.
 */
export async function pactStateRoutes(app: FastifyInstance) {
  const { worlds, uploads } = app.mock;

  app.post('/pact/state', async (request) => {
    const { state, params = {}, action = 'setup' } = parseWith(stateInput, request.body ?? {});
    const { providerToken } = parseWith(stateQuery, request.query ?? {});
    if (action === 'teardown') return { state, action };
    const prepare = prepares.get(state);
    if (!prepare) throw developerRefusal(codes.badRequest, `state: unknown provider state "${state}"`, 'state');
    const world = worlds.forRequest(request);
    // Prepared aside and swapped in only when every parameter checked out: a refusal leaves the world as it was.
    const fresh = createState({ seed: world.state.seed, scale: world.state.scale, now: PACT_NOW });
    prepare(fresh, params, PACT_NOW);
    const session =
      typeof params.token === 'string' && Object.hasOwn(fresh.sessions, params.token) ? fresh.sessions[params.token] : undefined;
    if (providerToken && session) fresh.sessions[providerToken] = { ...session };
    pin(world, fresh);
    await uploads.deleteWorld(world.name);
    return { state, action, world: world.name };
  });
}
