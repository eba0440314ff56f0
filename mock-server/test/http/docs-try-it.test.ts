import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentOperation, OpenApiDocument, Payload } from '../../src/http/docs-examples.js';
import type { TryIt } from '../../src/http/docs-try-it.js';
import { login } from '../fixtures.js';
import { build } from '../helper.js';
import { $, $$, openPage, PAGE_LOAD_TIMEOUT_MS, runScript } from '../page-dom.js';
import { fileOfType } from './openapi-samples.js';

const json = { 'content-type': 'application/json' };

/** Encoded as the docs viewer's "try it" sends it (docs-viewer.js `send`), with the token it holds after its demo login. */
function asTheViewerSends(path: string, method: string, operation: DocumentOperation, payload: Payload, token: string): InjectOptions {
  const headers = { accept: 'application/json', authorization: token };
  const type = operation.requestBody ? Object.keys(operation.requestBody.content)[0] : undefined;
  const fields = payload as Record<string, unknown>;
  if (!type) return { method, url: `${path}?${new URLSearchParams(fields as Record<string, string>)}`, headers };
  if (type === 'application/json')
    return { method, url: path, headers: { ...headers, 'content-type': type }, payload: JSON.stringify(payload) };
  if (type === 'multipart/form-data') {
    const boundary = 'docs-try-it';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picked.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), fileOfType['image/png'] ?? Buffer.alloc(0), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { method, url: path, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  return { method, url: path, headers: { ...headers, 'content-type': type }, payload: form.toString() };
}

async function examplesOf(app: FastifyInstance): Promise<Record<string, TryIt>> {
  return (await app.inject({ url: '/docs/try-it.json' })).json<{ examples: Record<string, TryIt> }>().examples;
}

/** Calls whose example a person completes first, as its note says: a code emailed by another call's example. */
const CODE_SENT_BY: Record<string, { sender: string; to: string; field: string }> = {
  'verify.register': { sender: 'verify.sendCode', to: 'username', field: 'code' },
  'member.merchant.application': { sender: 'member.merchant.verification_code', to: 'email', field: 'verificationCode' },
};

/** Tries one operation's prefilled example on a freshly seeded world, as a person on /docs does; its envelope. */
async function tryOnAFreshWorld(app: FastifyInstance, document: OpenApiDocument, operationId: string) {
  await app.inject({ method: 'POST', url: '/__mock/reset', headers: json });
  const token = await login(app);
  const examples = await examplesOf(app);
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  const send = async (id: string, payload: Payload) => {
    const entry = operations.find((o) => o.operation.operationId === id);
    if (!entry) throw new Error(`no operation ${id}`);
    return (await app.inject(asTheViewerSends(entry.path, entry.method, entry.operation, payload, token))).json();
  };
  const tryIt: TryIt = examples[operationId] ?? { payload: {} };
  const needsCode = CODE_SENT_BY[operationId];
  if (!needsCode) return send(operationId, tryIt.payload);
  const fields = tryIt.payload as Record<string, string>;
  const email = fields[needsCode.to] ?? '';
  expect(tryIt.note, operationId).toContain(needsCode.sender);
  expect((await send(needsCode.sender, examples[needsCode.sender]?.payload ?? {})).code, needsCode.sender).toBe(200);
  const { code } = (await app.inject({ url: `/__mock/outbox/latest-code?email=${encodeURIComponent(email)}` })).json();
  return send(operationId, { ...fields, [needsCode.field]: code });
}

/** About 1.5 s alone: a reseeded world and a login for each of the 40-odd calls; a busy two-core machine triples it. */
const EVERY_CALL_TIMEOUT_MS = 30_000;

describe('GET /docs/try-it.json', () => {
  it(
    'prefills every call of /docs with a request that succeeds when sent to a freshly seeded mock',
    async () => {
      const app = await build();
      const document = (await app.inject({ url: '/docs/openapi.json' })).json<OpenApiDocument>();
      const operationIds = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod).map((o) => o.operationId));
      expect(operationIds.length).toBeGreaterThan(40);
      const refused: string[] = [];
      for (const operationId of operationIds) {
        const answer = await tryOnAFreshWorld(app, document, operationId);
        if (answer.code !== 200) refused.push(`${operationId}: ${answer.code} ${answer.message}`);
      }
      expect(refused).toEqual([]);
    },
    EVERY_CALL_TIMEOUT_MS,
  );

  it('moves the booking examples with the world’s clock, so they stay bookable next year', async () => {
    const app = await build();
    const before = await examplesOf(app);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: json, payload: { days: 365 } });
    const token = await login(app);
    const after = await examplesOf(app);
    const settlement = after['trade.order.settlement'];
    expect(settlement?.payload).not.toEqual(before['trade.order.settlement']?.payload);
    expect(settlement?.note).toMatch(/^The first bookable day and time of tour \d+ on this world's clock\.$/);
    const document = (await app.inject({ url: '/docs/openapi.json' })).json<OpenApiDocument>();
    const operation = document.paths['/rest/api/trade/order/settlement']?.post;
    if (!operation || !settlement) throw new Error('no settlement example');
    const answer = await app.inject(asTheViewerSends('/rest/api/trade/order/settlement', 'POST', operation, settlement.payload, token));
    expect(answer.json().code).toBe(200);
  });

  it(
    'is what the docs page fills each "try it" form with, its note beside the form',
    async () => {
      const app = await build();
      const examples = await examplesOf(app);
      await openPage(app, '/docs');
      await runScript('src/http/assets/docs-viewer.js');
      await vi.waitFor(() => expect($$('details.operation').length).toBeGreaterThan(40), { timeout: 10_000 });
      for (const [operationId, { payload, note }] of Object.entries(examples)) {
        const form = $(`textarea#${operationId.replace(/[^A-Za-z0-9]/g, '-')}-payload`);
        expect(JSON.parse(form?.value ?? 'null'), operationId).toEqual(payload);
        if (note) expect(form?.closest('details')?.textContent, operationId).toContain(note);
      }
    },
    PAGE_LOAD_TIMEOUT_MS,
  );
});
