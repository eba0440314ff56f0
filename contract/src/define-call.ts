import type { z } from 'zod';

export const API_PREFIX = '/rest/api';

/** How a call's payload travels (spec §7: form by default, JSON for comment/add, query for GET, multipart for upload). */
export type Encoding = 'form' | 'json' | 'query' | 'multipart';
/** none: visitors; optional: a token adds caller-specific fields (isCollect); required: 201 without a valid token. */
export type Auth = 'none' | 'optional' | 'required';

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

type Spec<Name extends string, Req extends z.ZodType, Data extends z.ZodType> = Omit<
  CallDefinition<Name, Req, Data>,
  'fieldOrder' | 'method' | 'encoding'
> &
  Partial<Pick<CallDefinition<Name, Req, Data>, 'method' | 'encoding'>>;

export function defineCall<Name extends string, Req extends z.ZodType, Data extends z.ZodType>(
  spec: Spec<Name, Req, Data>,
): CallDefinition<Name, Req, Data> {
  const method = spec.method ?? 'POST';
  const encoding = spec.encoding ?? (method === 'GET' ? 'query' : 'form');
  const shape = (spec.request as unknown as { shape?: Record<string, unknown> }).shape;
  return { ...spec, method, encoding, fieldOrder: shape ? Object.keys(shape) : [] };
}

export const fullPath = (call: Pick<CallDefinition, 'path'>) => `${API_PREFIX}${call.path}`;
