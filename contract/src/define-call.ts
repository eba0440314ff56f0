import type { z } from 'zod';

export const API_PREFIX = '/rest/api';

/** How a call's payload travels (spec §7: form by default, JSON for comment/add, query for GET, multipart for upload). */
export type Encoding = 'form' | 'json' | 'query' | 'multipart';
/** none: visitors; optional: a token adds caller-specific fields (isCollect); required: 201 without a valid token. */
type Auth = 'none' | 'optional' | 'required';

export interface CallDefinition<Name extends string = string, Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  name: Name;
  method: 'GET' | 'POST';
  /** Path below /rest/api, starting with a slash. */
  path: string;
  encoding: Encoding;
  auth: Auth;
  summary: string;
  request: Req;
  data: Data;
  /**
   * Form and query fields in the order the client encodes them. Pact compares form bodies
   * as exact strings, so the order must be stable; it is the order of the request schema's keys.
   */
  fieldOrder: readonly string[];
}

/**
 * One registry entry as an area writes it: the key names the call, so name and path are not written again.
 * `path` is given only where the real path is not the key with dots as slashes.
 */
interface CallSpec<Req extends z.ZodType, Data extends z.ZodType>
  extends Omit<CallDefinition<string, Req, Data>, 'name' | 'path' | 'fieldOrder' | 'method' | 'encoding'>,
    Partial<Pick<CallDefinition<string, Req, Data>, 'path' | 'method' | 'encoding'>> {}

type AnyCallSpec = CallSpec<z.ZodType, z.ZodType>;

/** A key an entry may not have: a misspelt optional field (`encodng`) would otherwise be dropped without a word. */
type NoUnknownFields<Specs> = { [N in keyof Specs]: { [F in Exclude<keyof Specs[N], keyof AnyCallSpec>]: never } };

type Defined<Specs extends Record<string, AnyCallSpec>> = {
  [N in keyof Specs & string]: CallDefinition<N, Specs[N]['request'], Specs[N]['data']>;
};

/** 'trade.order.get-detail' -> '/trade/order/get-detail': the path a call has unless its entry says otherwise. */
const defaultPath = (name: string) => `/${name.replaceAll('.', '/')}`;

/** An area's calls, keyed by name (ts-rest's router key): each gets its name and, unless given, its path from the key. */
export function defineCalls<Specs extends Record<string, AnyCallSpec>>(specs: Specs & NoUnknownFields<Specs>): Defined<Specs> {
  const entries = Object.entries(specs).map(([name, spec]) => [name, defineCall(name, spec)] as const);
  // Object.fromEntries forgets which key holds which call; every entry above was built from its own key.
  return Object.fromEntries(entries) as Defined<Specs>;
}

function defineCall(name: string, spec: AnyCallSpec): CallDefinition {
  const method = spec.method ?? 'POST';
  const encoding = spec.encoding ?? (method === 'GET' ? 'query' : 'form');
  const shape = (spec.request as unknown as { shape?: Record<string, unknown> }).shape;
  return { name, path: defaultPath(name), ...spec, method, encoding, fieldOrder: shape ? Object.keys(shape) : [] };
}

export const fullPath = (call: Pick<CallDefinition, 'path'>) => `${API_PREFIX}${call.path}`;
