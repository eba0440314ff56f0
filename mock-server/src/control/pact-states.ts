import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSlotBookable } from '../domain/availability.js';
import { badRequest, type CodePurpose, createState, type State } from '../domain/index.js';
import { addMs, formatDateTime } from '../domain/time.js';
import { parseWith } from '../http/request-payload.js';
import type { World } from '../http/worlds.js';

/**
 * The instant a pact world's clock is pinned to. Seeded ids and dates derive from the seed day, so a
 * pinned clock makes every provider state the same on every run; the pacts' example dates
 * (pacts/support/states.ts) are bookable or closed at this instant.
 */
export const PACT_NOW = new Date('2030-06-03T08:00:00Z');

/** What Pact's verifier posts to a providerStatesSetupUrl (with providerStatesSetupBody, its default). */
const stateInput = z.object({
  state: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).optional(),
});

type Params = Record<string, unknown>;
type Prepare = (state: State, params: Params, now: Date) => void;

function param<T extends 'string' | 'number'>(params: Params, key: string, type: T): T extends 'string' ? string : number {
  const value = params[key];
  if (typeof value !== type) throw badRequest(`params.${key}: must be a ${type}`, `params.${key}`);
  return value as T extends 'string' ? string : number;
}

/** The state's token becomes a session of the customer with the state's email (the demo customer). */
const loggedIn: Prepare = (state, params) => {
  const email = param(params, 'email', 'string');
  const user = state.users.find((u) => u.email === email);
  if (!user) throw badRequest(`params.email: no customer ${email} in the seed`, 'params.email');
  state.sessions[param(params, 'token', 'string')] = user.id;
};

/** Seeded rows are checked rather than created: a changed seed must fail here, loudly, not later. */
function seededOrder(status: number, commentStatus?: boolean): Prepare {
  return (state, params, now) => {
    loggedIn(state, params, now);
    const id = param(params, 'orderId', 'number');
    const order = state.orders.find((o) => o.id === id && o.status === status);
    const matches = order && (commentStatus === undefined || order.commentStatus === commentStatus);
    if (!matches) throw badRequest(`params.orderId: the seed has no order ${id} in status ${status}`, 'params.orderId');
  };
}

const bookableSlot: Prepare = (state, params, now) => {
  const tour = state.tours.find((t) => t.id === param(params, 'spuId', 'number'));
  const [date, time] = [param(params, 'date', 'string'), param(params, 'time', 'string')];
  if (!tour || !isSlotBookable(tour, date, time, now)) throw badRequest(`params: ${date} ${time} is not bookable`, 'params.date');
};

function sentCode(purpose: CodePurpose): Prepare {
  return (state, params, now) => {
    const [email, code] = [param(params, 'email', 'string'), param(params, 'code', 'string')];
    state.codes.push({ email, purpose, code, sentAt: formatDateTime(now), expiresAt: addMs(now, 10 * 60_000), used: false });
  };
}

const nothingMore: Prepare = () => {};

/** Every state the committed pact names (pacts/support/states.ts); an unknown name is a 400. */
const prepares: Record<string, Prepare> = {
  'the seeded catalogue': nothingMore,
  'a tour with bookable days': bookableSlot,
  'a tour that does not run on a date': nothingMore,
  'a tour with reviews': nothingMore,
  'a guide with tours and reviews': nothingMore,
  'a registered customer': nothingMore,
  'no code was sent to an email lately': nothingMore,
  'a verification code sent to a new customer': sentCode('register'),
  'a merchant verification code sent to an applicant': sentCode('merchant'),
  'a logged-in customer': loggedIn,
  'no session for a token': nothingMore,
  'a logged-in customer with a favourite tour': loggedIn,
  'a logged-in customer who wrote a review': loggedIn,
  'an unpaid order': seededOrder(0),
  'a logged-in customer with a booked order': seededOrder(10),
  'a completed unreviewed order': seededOrder(30, false),
  'a customer with a saved card': loggedIn,
  'a message thread': loggedIn,
  'a logged-in customer and a tour with bookable days': (state, params, now) => {
    loggedIn(state, params, now);
    bookableSlot(state, params, now);
  },
};

/** A freshly seeded world on the pinned clock: no faults, no expired-session switch, an empty journal. */
function pin(world: World): Date {
  world.state = createState({ seed: world.state.seed, scale: world.state.scale, now: PACT_NOW });
  world.clockOffsetMs = PACT_NOW.getTime() - Date.now();
  world.faults = {};
  world.sessionExpired = false;
  world.journal = [];
  return PACT_NOW;
}

/** POST /__mock/pact/state: Pact's provider-state hook. Each setup resets the request's world first. */
export async function pactStateRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.post('/pact/state', async (request) => {
    const { state, params = {}, action = 'setup' } = parseWith(stateInput, request.body ?? {});
    if (action === 'teardown') return { state, action };
    const prepare = prepares[state];
    if (!prepare) throw badRequest(`state: unknown provider state "${state}"`, 'state');
    const world = worlds.forRequest(request);
    const now = pin(world);
    prepare(world.state, params, now);
    return { state, action, world: world.name };
  });
}
