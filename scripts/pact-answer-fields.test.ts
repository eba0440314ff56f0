import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compareAnswerFields, exportedOpenApi } from './pact-compare.js';

/** docs/openapi.json with trade/order/create's `data.payOrderId` changed by `change`, saved where pact:compare reads it. */
function withoutPayOrderId(change: (data: { properties: Record<string, unknown>; required: string[] }) => void): string {
  const document = JSON.parse(readFileSync(exportedOpenApi, 'utf8'));
  change(document.paths['/rest/api/trade/order/create'].post.responses['200'].content['application/json'].schema.properties.data);
  const file = join(mkdtempSync(join(tmpdir(), 'pact-answer-fields-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  return file;
}

const payOrderIdFindings = async (openapi: string) =>
  (await compareAnswerFields(openapi))
    .filter((finding) => finding.field === 'data.payOrderId')
    .map(({ problem, operation }) => `${problem} ${operation}`);

describe("pact:compare: the answer fields the pact pins, against the document's answers", () => {
  it('finds every field named in docs/openapi.json', async () => {
    expect((await compareAnswerFields(exportedOpenApi)).filter((finding) => finding.problem !== 'optional')).toEqual([]);
  });

  it('reads a YAML document as its JSON twin', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pact-answer-fields-')), 'openapi.yaml');
    writeFileSync(file, stringify(JSON.parse(readFileSync(exportedOpenApi, 'utf8'))));
    expect(await compareAnswerFields(file)).toEqual(await compareAnswerFields(exportedOpenApi));
  });

  it('names each interaction whose pinned field the document leaves out, with the field’s path', async () => {
    const openapi = withoutPayOrderId((data) => {
      delete data.properties.payOrderId;
      data.required = data.required.filter((field) => field !== 'payOrderId');
    });
    expect(await payOrderIdFindings(openapi)).toEqual([
      'absent POST /rest/api/trade/order/create 200',
      'absent POST /rest/api/trade/order/create 200',
    ]);
  });

  it('tells a field the document names but does not require', async () => {
    const openapi = withoutPayOrderId((data) => {
      data.required = data.required.filter((field) => field !== 'payOrderId');
    });
    expect(await payOrderIdFindings(openapi)).toEqual([
      'optional POST /rest/api/trade/order/create 200',
      'optional POST /rest/api/trade/order/create 200',
    ]);
  });
});
