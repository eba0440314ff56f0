import { z } from 'zod';
import { calls } from './calls/index.js';
import { MAX_INTEGER, sortDirections, sortFields } from './constants.js';
import { type CallDefinition, fullPath } from './define-call.js';
import { envelope } from './envelope.js';
import { integerRangePattern, integerText, wireText } from './fields.js';
import { withExamples } from './openapi-examples.js';

type JsonSchema = z.core.JSONSchema.BaseSchema;

const contentType = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
  query: undefined,
} as const;

/** What file/upload takes (the mock checks each file's first bytes against its type too). */
const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/pdf',
] as const;

/**
 * Checks that live in a call's transform (or, for the return addresses, in the payment step) rather
 * than in a builder, told to the document here so no tool generates a value the server refuses.
 */
const searchOrder = `(${sortFields.join('|')})(\\+(${sortDirections.join('|')}))?`;
wireText.add(calls['product.search'].request.shape.orderBy, {
  pattern: `^(${searchOrder})?$`,
  description: 'A sort field and direction joined by "+" (sent percent-encoded as %2B; a space is read too).',
});
const shopPath = {
  pattern: '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?/[A-Za-z0-9_~-][A-Za-z0-9_~/?#&=+-]*$',
  description:
    "An http(s) address on the shop's own site, as the shop sends it (the wallet returns the browser from another site), or a path of the shop.",
};
wireText.add(calls['trade.order.pay.submit'].request.shape.returnUrl, shopPath);
wireText.add(calls['trade.order.pay.submit'].request.shape.cancelUrl, shopPath);

const isPipe = (schema: z.core.$ZodType): schema is z.core.$ZodPipe => schema._zod.def.type === 'pipe';
const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The range an integer field accepts, through every `.pipe()` of bounds down to its builder; undefined if not one. */
function integerRange(schema: z.core.$ZodType): { lo: number; hi: number; emptyAllowed: boolean } | undefined {
  let lo = -MAX_INTEGER;
  let hi = MAX_INTEGER;
  for (let node = schema; ; node = node._zod.def.in) {
    const meta = integerText.get(node);
    if (meta) return { lo, hi, emptyAllowed: meta.emptyAllowed };
    if (!isPipe(node)) return undefined;
    // The public export of the piped schema, not its internals: draft 2020-12 gives exclusive bounds as numbers.
    const out = z.toJSONSchema(node._zod.def.out, { unrepresentable: 'any' });
    const exclusiveMin = bound(out.exclusiveMinimum);
    const exclusiveMax = bound(out.exclusiveMaximum);
    lo = Math.max(lo, bound(out.minimum) ?? lo, exclusiveMin === undefined ? lo : Math.floor(exclusiveMin) + 1);
    hi = Math.min(hi, bound(out.maximum) ?? hi, exclusiveMax === undefined ? hi : Math.ceil(exclusiveMax) - 1);
  }
}

function replace(target: JsonSchema, next: JsonSchema) {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, next);
}

/**
 * Rewrites what zod exports so independent tools read the server's rules: form and query fields as the
 * text a client sends, bounds included; the email pattern alone (zod's own check), not a `format` each
 * tool reads its own way; text the server trims before requiring it, as needing a non-space; any value
 * (null included) without the `nullable` that OpenAPI 3.0 allows only beside a type.
 */
function override(wire: boolean) {
  return ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
    if (jsonSchema.format === 'email' && jsonSchema.pattern) delete jsonSchema.format;
    // OpenAPI 3.0 reads `nullable` only beside a `type` (validators refuse it alone): of a union, each typed branch
    // takes null (a nullable amount: a number, its text or null); an untyped schema already takes null.
    if (jsonSchema.nullable && jsonSchema.type === undefined) {
      delete jsonSchema.nullable;
      for (const branch of jsonSchema.anyOf ?? []) if (typeof branch === 'object' && branch.type !== undefined) branch.nullable = true;
    }
    const minLength = jsonSchema.minLength ?? 0;
    if (zodSchema._zod.def.type === 'string' && minLength > 0 && !jsonSchema.pattern) {
      const blankRefused = !z.core.safeParse(zodSchema, ' '.repeat(minLength)).success;
      if (blankRefused && z.core.safeParse(zodSchema, 'x'.repeat(minLength)).success) jsonSchema.pattern = '\\S';
    }
    if (!wire) return;
    const text = wireText.get(zodSchema);
    if (text) return replace(jsonSchema, { type: 'string', ...text });
    const range = integerRange(zodSchema);
    if (!range) return;
    const digits = integerRangePattern(range.lo, range.hi).slice(1, -1);
    replace(jsonSchema, { type: 'string', pattern: `^${range.emptyAllowed ? `(${digits})?` : digits}$` });
  };
}

/**
 * zod bounds every `.int()` by ±Number.MAX_SAFE_INTEGER, which says nothing a reader needs (JSON integers
 * past it are not exact anyway) and repeats ±9007199254740991 on every id and count: dropped here, once.
 */
function dropSafeIntegerBounds(schema: unknown): void {
  if (Array.isArray(schema)) for (const inner of schema) dropSafeIntegerBounds(inner);
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  for (const inner of Object.values(node)) dropSafeIntegerBounds(inner);
}

/**
 * Answers may carry fields the shop does not read: a backend adds fields freely, and the screens read the ones they
 * know. zod's export closes every object (`additionalProperties: false`), which would make each added field a
 * contract violation; answers are opened here. Requests stay closed: the shop sends these fields and no others.
 */
function openObjects(schema: unknown): void {
  if (Array.isArray(schema)) for (const inner of schema) openObjects(inner);
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  if (node.additionalProperties === false) delete node.additionalProperties;
  for (const inner of Object.values(node)) openObjects(inner);
}

function toSchema(schema: z.ZodType, io: 'input' | 'output', wire = false): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0', override: override(wire) });
  dropSafeIntegerBounds(json);
  if (io === 'output') openObjects(json);
  return json;
}

/** A form or query field is text on the wire: of a union of "a number or its text", only the text remains. */
function textOnly(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema;
  if (!anyOf) return schema;
  const texts = anyOf.filter((branch): branch is JsonSchema => typeof branch === 'object' && branch.type === 'string');
  const enums = texts.every((branch) => Array.isArray(branch.enum) && Object.keys(branch).length === 2);
  if (enums) return { ...rest, type: 'string', enum: texts.flatMap((branch) => branch.enum ?? []) };
  return texts.length === 1 ? { ...rest, ...texts[0] } : { ...rest, anyOf: texts };
}

function wireObject(call: CallDefinition): JsonSchema {
  const schema = toSchema(call.request, 'input', true);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, typeof field === 'boolean' ? field : textOnly(field)]),
  );
  return { ...schema, properties };
}

const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary', description: 'At most 20 MB.' } },
        required: ['file'],
      },
      encoding: { file: { contentType: UPLOAD_CONTENT_TYPES.join(', ') } },
    },
  },
};

function requestOf(call: CallDefinition): Record<string, unknown> {
  if (call.encoding === 'multipart') return { requestBody: uploadBody };
  if (call.encoding === 'json') {
    return { requestBody: { required: true, content: { [contentType.json]: { schema: withExamples(toSchema(call.request, 'input')) } } } };
  }
  const schema = withExamples(wireObject(call));
  const required = new Set(schema.required ?? []);
  if (call.encoding === 'query') {
    const fields = Object.entries(schema.properties ?? {});
    return { parameters: fields.map(([name, field]) => ({ name, in: 'query', required: required.has(name), schema: field })) };
  }
  // A call whose fields are all optional takes an empty body, or none at all.
  return { requestBody: { required: required.size > 0, content: { [contentType.form]: { schema } } } };
}

const security = { none: [], optional: [{ token: [] }, {}], required: [{ token: [] }] } as const;

/** The OpenAPI 3 document of every registry call, derived, never hand-written. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of Object.values(calls) as CallDefinition[]) {
    const operation: Record<string, unknown> = {
      operationId: call.name,
      summary: call.summary,
      tags: [call.name.split('.')[0]],
      security: security[call.auth],
      'x-auth': call.auth,
      ...requestOf(call),
      responses: {
        '200': {
          description: 'Envelope; code 200 on success, 201 invalid session, 400/404/409 refusals.',
          content: { 'application/json': { schema: withExamples(toSchema(envelope(call.data), 'output')) } },
        },
      },
    };
    paths[fullPath(call)] = { [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Tour storefront REST API', version: '1.0.0', description: 'Generated from contract/ by `npm run openapi`.' },
    // The shop calls its own origin; its server (storefront/) forwards /rest/api to the backend.
    servers: [{ url: '/', description: "The shop's own origin" }],
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
}
