import type { State } from '../domain/index.js';
import { moveOrder, ORDER_ACTIONS, type OrderAction, orderIdOf, ordersView } from './back-office.js';
import { advancedOffset, offsetFor } from './clock.js';
import { infoView } from './demo-info.js';
import { clearFault, type FaultHolder, faultInput, sessionExpiredInput, setFault } from './faults.js';
import { latestCodeView, outboxView } from './outbox.js';
import { addOverride, clearOverride, importedOverrides, type OverrideHolder, replaceOverrides } from './overrides.js';
import { parseWith } from './parse-with.js';
import { importedState } from './state-import.js';

/** A world as the control plane sees it, in either runtime. */
interface ControlWorld extends FaultHolder, OverrideHolder {
  readonly name: string;
  state: State;
  clockOffsetMs: number;
  sessionExpired: boolean;
}

/** What differs between the runtimes: how a world's clock moves the domain on, and how it starts again. */
interface ControlPorts {
  /** Moves the world's domain on to its clock's now (expiries, completions) and returns it. */
  tick(): Date;
  reset(): Promise<void> | void;
}

interface ControlInput {
  /** The JSON body, `{}` for an empty one, undefined without one. */
  body: unknown;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
}

export interface ControlRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /__mock. */
  path: string;
  /** Replaces the world's data, so it may run on a world whose saved files could not be built (the Node mock repairs it). */
  replacesWorld?: boolean;
  /** A body limit above the API's, where the Node mock enforces one. */
  bodyLimitBytes?: number;
  answer(world: ControlWorld, ports: ControlPorts, input: ControlInput): unknown;
  /** Headers of the answer beside its JSON type. */
  headers?(world: ControlWorld): Record<string, string>;
}

const clockView = (world: ControlWorld, ports: ControlPorts) => ({
  world: world.name,
  now: ports.tick().toISOString(),
  offsetMs: world.clockOffsetMs,
});
const faultsView = (world: ControlWorld) => ({ world: world.name, sessionExpired: world.sessionExpired, faults: world.faults });
const overridesView = (world: ControlWorld) => ({ world: world.name, overrides: world.overrides });
/** The world's data as of its clock's now, so what a view shows has already expired or completed. */
const ticked = (world: ControlWorld, ports: ControlPorts) => {
  ports.tick();
  return world.state;
};

/**
 * A whole world is about 1 MB at the default scale and 45 MB at the benchmarks' largest (100,000 tours); the limit
 * leaves room for their orders while a body of hundreds of MB is refused before it is read.
 */
export const IMPORT_LIMIT_BYTES = 128 * 1024 * 1024;

const stateImport = (method: 'PUT' | 'POST'): ControlRoute => ({
  method,
  path: '/state',
  replacesWorld: true,
  bodyLimitBytes: IMPORT_LIMIT_BYTES,
  answer: (world, _ports, { body }) => {
    const overrides = importedOverrides(body);
    world.state = importedState(body);
    world.overrides = overrides;
    return { world: world.name, imported: true, overrides: overrides.length };
  },
});

/** Fields of a parsed query or path whose value is one text (a repeated query key is not). */
export function textFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The control routes both runtimes serve, with the same paths, bodies and answers: the clock, the outbox, the back
 * office's order moves, faults and the 201 switch, answer overrides, reset, state export and import, and the demo facts. Worlds,
 * reseed, the journal, the console page, sessions, upstream and provider states are the Node mock's own (control/).
 */
export const controlRoutes: readonly ControlRoute[] = [
  { method: 'GET', path: '/clock', answer: clockView },
  {
    method: 'POST',
    path: '/clock/advance',
    answer: (world, ports, { body }) => {
      world.clockOffsetMs = advancedOffset(world, body);
      return clockView(world, ports);
    },
  },
  {
    method: 'POST',
    path: '/clock/set',
    answer: (world, ports, { body }) => {
      world.clockOffsetMs = offsetFor(body);
      return clockView(world, ports);
    },
  },

  { method: 'GET', path: '/outbox', answer: (world, ports, { query }) => outboxView(ticked(world, ports), query.to) },
  { method: 'GET', path: '/outbox/latest-code', answer: (world, ports, { query }) => latestCodeView(ticked(world, ports), query.email) },

  { method: 'GET', path: '/orders', answer: (world, ports) => ordersView(ticked(world, ports)) },
  ...(Object.keys(ORDER_ACTIONS) as OrderAction[]).map(
    (action): ControlRoute => ({
      method: 'POST',
      path: `/orders/:id/${action}`,
      answer: (world, ports, { params }) => ({ world: world.name, ...moveOrder(world.state, action, orderIdOf(params), ports.tick()) }),
    }),
  ),

  { method: 'GET', path: '/faults', answer: faultsView },
  {
    method: 'POST',
    path: '/faults',
    answer: (world, _ports, { body }) => {
      setFault(world, parseWith(faultInput, body));
      return faultsView(world);
    },
  },
  {
    method: 'DELETE',
    path: '/faults',
    answer: (world) => {
      world.faults = {};
      return faultsView(world);
    },
  },
  {
    method: 'DELETE',
    path: '/faults/:call',
    answer: (world, _ports, { params }) => {
      clearFault(world, params.call ?? '');
      return faultsView(world);
    },
  },
  { method: 'GET', path: '/overrides', answer: overridesView },
  {
    method: 'POST',
    path: '/overrides',
    answer: (world, _ports, { body }) => ({ world: world.name, override: addOverride(world, body) }),
  },
  {
    method: 'PUT',
    path: '/overrides',
    answer: (world, _ports, { body }) => {
      replaceOverrides(world, body);
      return overridesView(world);
    },
  },
  {
    method: 'DELETE',
    path: '/overrides',
    answer: (world) => {
      world.overrides = [];
      return overridesView(world);
    },
  },
  {
    method: 'DELETE',
    path: '/overrides/:id',
    answer: (world, _ports, { params }) => {
      clearOverride(world, params.id ?? '');
      return overridesView(world);
    },
  },
  {
    method: 'POST',
    path: '/session-expired',
    answer: (world, _ports, { body }) => {
      world.sessionExpired = parseWith(sessionExpiredInput, body).enabled;
      return faultsView(world);
    },
  },

  {
    method: 'POST',
    path: '/reset',
    replacesWorld: true,
    answer: async (world, ports) => {
      await ports.reset();
      return { world: world.name, reset: true };
    },
  },
  {
    method: 'GET',
    path: '/state',
    // The world's data, with its answer overrides beside it: the state itself does not hold them.
    answer: (world, ports) => ({ ...ticked(world, ports), overrides: world.overrides }),
    headers: (world) => ({ 'content-disposition': `attachment; filename="mock-state-${world.name}.json"` }),
  },
  stateImport('PUT'),
  stateImport('POST'),

  { method: 'GET', path: '/info', answer: (world, ports) => infoView(world.name, ticked(world, ports)) },
];
