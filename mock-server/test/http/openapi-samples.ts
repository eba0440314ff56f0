import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { createGeneratorSync } from 'json-schema-faker';

/**
 * Requests generated from docs/openapi.json alone (never from zod), by json-schema-faker with a fixed seed:
 * what an independent client that trusts the document would send.
 */
type Schema = { [key: string]: unknown };

interface Operation {
  operationId: string;
  security: Schema[];
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema; encoding?: Record<string, { contentType: string }> }> };
}

export interface Sample {
  operation: Operation;
  method: string;
  path: string;
  /** What was generated: the fields, the JSON body, or the upload's content type. */
  payload: unknown;
  request: InjectOptions;
}

const documentPath = new URL('../../../docs/openapi.json', import.meta.url);
const document = JSON.parse(readFileSync(documentPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };

export const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

/** OpenAPI 3.0's boolean exclusive bounds as the JSON Schema the generator reads (numbers). */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const schema: Schema = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asJsonSchema(inner)]));
  if (schema.exclusiveMinimum === true) {
    schema.exclusiveMinimum = schema.minimum;
    delete schema.minimum;
  }
  if (schema.exclusiveMaximum === true) {
    schema.exclusiveMaximum = schema.maximum;
    delete schema.maximum;
  }
  return schema;
}

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';

/** The first bytes of each type the document lists: the mock checks a file's content against its type. */
export const fileOfType: Record<string, Buffer> = {
  'image/png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  'image/jpeg': Buffer.from('ffd8ffe000104a464946', 'hex'),
  'image/gif': Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  'image/webp': Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1'),
  'image/svg+xml': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  'video/mp4': Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'),
  'video/webm': Buffer.from('1a45dfa39f4286810142f7', 'hex'),
  'video/quicktime': Buffer.from('\x00\x00\x00\x14ftypqt  ', 'latin1'),
  'application/pdf': Buffer.from('%PDF-1.4\n%%EOF\n'),
};

const BOUNDARY = 'openapi-sample-boundary';

function multipart(contentType: string): Buffer {
  const file = fileOfType[contentType];
  if (!file) throw new Error(`no sample file for ${contentType}: add one to fileOfType`);
  const extension = contentType.split(/[/+]/)[1] ?? 'bin';
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sample.${extension}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const asText = (fields: unknown): [string, string][] =>
  Object.entries(fields as Record<string, unknown>).map(([key, value]) => [key, String(value)]);

/** `count` requests of one operation, the generator seeded by the operation's place so every run sends the same. */
export function samples({ path, method, operation }: (typeof operations)[number], seed: number, count: number): Sample[] {
  const generator = createGeneratorSync({ seed });
  const base = { operation, method, path };
  const body = operation.requestBody?.content;
  return Array.from({ length: count }, (_, n): Sample => {
    if (body?.[MULTIPART]) {
      const types = body[MULTIPART].encoding?.file?.contentType.split(/,\s*/) ?? [];
      const type = types[n % types.length] ?? 'application/octet-stream';
      const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
      return { ...base, payload: type, request: { method: 'POST', url: path, headers, payload: multipart(type) } };
    }
    if (body?.[JSON_TYPE]) {
      const payload = generator.generate(asJsonSchema(body[JSON_TYPE].schema) as Schema);
      const headers = { 'content-type': JSON_TYPE };
      return { ...base, payload, request: { method: 'POST', url: path, headers, payload: JSON.stringify(payload) } };
    }
    if (body?.[FORM]) {
      const payload = generator.generate(body[FORM].schema);
      const form = new URLSearchParams(asText(payload)).toString();
      return { ...base, payload, request: { method: 'POST', url: path, headers: { 'content-type': FORM }, payload: form } };
    }
    const query = Object.fromEntries((operation.parameters ?? []).map((p) => [p.name, p.schema]));
    const required = (operation.parameters ?? []).filter((p) => p.required).map((p) => p.name);
    const payload = generator.generate({ type: 'object', properties: query, required });
    return { ...base, payload, request: { method, url: `${path}?${new URLSearchParams(asText(payload))}` } };
  });
}
