import { describe, expect, it } from 'vitest';
import { calls } from './calls/index.js';
import { fullPath } from './define-call.js';
import { envelope } from './envelope.js';
import { id, idList, int, integerRangePattern, pageSize } from './fields.js';
import { buildOpenApi } from './openapi.js';

type Schema = {
  type?: string;
  example?: unknown;
  pattern?: string;
  enum?: string[];
  format?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
};
interface Operation {
  security: Record<string, string[]>[];
  parameters?: { name: string; schema: Schema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
}

const document = buildOpenApi();
const operation = (name: keyof typeof calls) => {
  const call = calls[name];
  return document.paths[fullPath(call)]?.[call.method.toLowerCase()] as Operation;
};
const formField = (name: keyof typeof calls, field: string) =>
  operation(name).requestBody?.content['application/x-www-form-urlencoded']?.schema.properties?.[field];
const accepts = (schema: Schema | undefined, text: string) => new RegExp(schema?.pattern ?? '(?!)').test(text);

describe('the OpenAPI export', () => {
  it('makes the token optional where auth is optional, required where required, absent where none', () => {
    expect(operation('product.search').security).toEqual([{ token: [] }, {}]);
    expect(operation('trade.order.page').security).toEqual([{ token: [] }]);
    expect(operation('verify.login').security).toEqual([]);
  });

  it('describes every form and query field as the text a client sends', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const op = Object.values(methods)[0] as Operation;
      const form = op.requestBody?.content['application/x-www-form-urlencoded']?.schema.properties ?? {};
      const query = Object.fromEntries((op.parameters ?? []).map((p) => [p.name, p.schema]));
      for (const [field, schema] of Object.entries({ ...form, ...query })) {
        const types = schema.anyOf ? schema.anyOf.map((branch) => branch.type) : [schema.type];
        expect(types, `${path} ${field}`).toEqual(types.map(() => 'string'));
      }
    }
  });

  it('bounds integer text as the server does, and the server bounds it too', () => {
    const spuId = formField('member.favorite.create', 'spuId');
    for (const text of ['1', '42', '999999999']) expect(accepts(spuId, text), text).toBe(true);
    for (const text of ['0', '-1', '1.5', '', '99999999999999999999']) expect(accepts(spuId, text), text).toBe(false);
    expect(id().safeParse('99999999999999999999').success).toBe(false);
    expect(int().safeParse(1e20).success).toBe(false);
    const size = formField('member.favorite.list', 'pageSize');
    expect(['1', '100'].map((t) => accepts(size, t))).toEqual([true, true]);
    expect(['0', '101'].map((t) => accepts(size, t))).toEqual([false, false]);
    expect(pageSize(10).safeParse('101').success).toBe(false);
    const count = formField('trade.order.settlement', 'childCount');
    expect(['0', '99', '-1', '100'].map((t) => accepts(count, t))).toEqual([true, true, false, false]);
  });

  it('describes id lists as comma-joined ids, bounded as the server reads them', () => {
    const cityIds = formField('product.search', 'cityIds');
    expect(['', '1', '1,2,30'].map((t) => accepts(cityIds, t))).toEqual([true, true, true]);
    expect(['1,x', '0', '1,,2', '99999999999999999999'].map((t) => accepts(cityIds, t))).toEqual([false, false, false, false]);
    expect(idList().safeParse('99999999999999999999').success).toBe(false);
  });

  it('gives emails the server’s own pattern and no format of its own', () => {
    const username = formField('verify.login', 'username');
    expect(username?.format).toBeUndefined();
    expect(accepts(username, 'demo@tours.test')).toBe(true);
  });

  it('requires a body only where a field is required, and names the accepted upload types', () => {
    expect(operation('member.info').requestBody?.required).toBe(false);
    expect(operation('member.favorite.list').requestBody?.required).toBe(false);
    expect(operation('trade.order.create').requestBody?.required).toBe(true);
    const upload = operation('file.upload').requestBody?.content['multipart/form-data'] as {
      encoding?: { file?: { contentType?: string } };
    };
    expect(upload.encoding?.file?.contentType).toContain('image/png');
  });
});

describe('integerRangePattern', () => {
  it.each([
    [1, 100],
    [0, 99],
    [37, 512],
    [-999, 999],
  ])('matches exactly %i..%i', (lo, hi) => {
    const pattern = new RegExp(integerRangePattern(lo, hi));
    for (let n = lo - 50; n <= hi + 50; n++) expect(pattern.test(String(n)), String(n)).toBe(n >= lo && n <= hi);
    expect(pattern.test(`0${hi}`)).toBe(false);
  });
});

type Node = Schema & { items?: Node; properties?: Record<string, Node>; minimum?: number; maximum?: number };
type FullOperation = Operation & {
  operationId: keyof typeof calls;
  parameters?: { name: string; schema: Node }[];
  requestBody?: { content: Record<string, { schema: Node }> };
  responses: { '200': { content: { 'application/json': { schema: Node } } } };
};
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods) as FullOperation[]);

/** The value a schema's examples make: its own example, else one built from its fields' or items' examples. */
function composed(schema: Node): unknown {
  if ('example' in schema) return schema.example;
  if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, composed(field)]));
  if (schema.items) return [composed(schema.items)];
  return undefined;
}

/** Fields without an example whose object has none either (an upload's binary file has no text to show). */
function missingExamples(schema: Node, where: string): string[] {
  if ('example' in schema || schema.format === 'binary') return [];
  if (schema.properties) return Object.entries(schema.properties).flatMap(([name, field]) => missingExamples(field, `${where}.${name}`));
  if (schema.items) return missingExamples(schema.items, `${where}[]`);
  return [where];
}

describe('examples in the OpenAPI export', () => {
  it('give every field of every request and response an example', () => {
    const missing = operations.flatMap((op) => [
      ...Object.values(op.requestBody?.content ?? {}).flatMap((body) => missingExamples(body.schema, `${op.operationId} request`)),
      ...(op.parameters ?? []).flatMap((p) => missingExamples(p.schema, `${op.operationId} ?${p.name}`)),
      ...missingExamples(op.responses['200'].content['application/json'].schema, `${op.operationId} response`),
    ]);
    expect(missing).toEqual([]);
  });

  it('make requests and answers the contract itself accepts', () => {
    for (const op of operations) {
      const call = calls[op.operationId];
      const answer = composed(op.responses['200'].content['application/json'].schema);
      expect(envelope(call.data).safeParse(answer).error, `${op.operationId} response`).toBeUndefined();
      const body = Object.entries(op.requestBody?.content ?? {}).find(([type]) => type !== 'multipart/form-data')?.[1];
      const query = Object.fromEntries((op.parameters ?? []).map((p) => [p.name, p.schema.example]));
      const request = body ? composed(body.schema) : query;
      if (call.encoding !== 'multipart') expect(call.request.safeParse(request).error, `${op.operationId} request`).toBeUndefined();
    }
  });

  it('take realistic values from the samples: a category is food, a sign-up is a person', () => {
    const category = operation('category.list') as unknown as FullOperation;
    expect(composed(category.responses['200'].content['application/json'].schema)).toMatchObject({ data: [{ nameEn: 'Food' }] });
    const register = formField('verify.register', 'name');
    expect(register?.example).toBe('Ada');
  });
});

describe('integer bounds in the OpenAPI export', () => {
  it('leave out zod’s ±9007199254740991 safe-integer bounds, keeping real ones', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    const total = (operation('trade.order.page') as unknown as FullOperation).responses['200'].content['application/json'].schema.properties
      ?.data?.properties?.page?.properties?.total;
    expect(total).toMatchObject({ type: 'integer', minimum: 0 });
  });
});
