import { describe, expect, it } from 'vitest';
import { calls } from './calls/index.js';
import { fullPath } from './define-call.js';
import { id, idList, int, integerRangePattern, pageSize } from './fields.js';
import { buildOpenApi } from './openapi.js';

type Schema = { type?: string; pattern?: string; enum?: string[]; format?: string; anyOf?: Schema[]; properties?: Record<string, Schema> };
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
