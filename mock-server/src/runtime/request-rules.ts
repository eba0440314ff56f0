import { type CallDefinition, type CallName, calls } from '@tours/contract';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export const CONTENT_TYPES = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
  query: null,
} as const;

/** What the refusal of a body in the wrong encoding says the call takes. */
export function expectedType(callName: CallName | undefined): string {
  const encoding = callName ? calls[callName].encoding : 'form';
  return CONTENT_TYPES[encoding] ?? 'a query string (no body)';
}

/** The media type of a Content-Type header, lower-case, without parameters. */
export const mediaTypeOf = (header: string | null | undefined): string | undefined => header?.split(';')[0]?.trim().toLowerCase();

/** Whether a body sent as `type` (a known type the call does not take) must be refused, once the call has its caller. */
export const wrongBodyType = (call: CallDefinition, type: string | undefined): boolean =>
  call.encoding !== 'query' && type !== undefined && type !== '' && type !== CONTENT_TYPES[call.encoding];
