import { request as httpRequest } from 'node:http';
import { calls, fullPath } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';
import { closedPort } from './ports.js';
import { ScriptedBackend } from './scripted-backend.js';

const HOST = '127.0.0.1';
const request = callRequest('category.list');
const PATH = fullPath(calls['category.list']);

/** Sends the call to a listening server as the shop would. */
function callOver(port: number, signal: AbortSignal): Promise<Response> {
  return fetch(`http://${HOST}:${port}${PATH}`, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: request.payload as string,
    signal,
  });
}

/** Counts the /rest/api requests a server receives, from the shop or from another mock server. */
function arrivalsAt(app: FastifyInstance): () => number {
  let arrivals = 0;
  app.server.on('request', (incoming: { url?: string }) => {
    if (incoming.url?.startsWith('/rest/api/')) arrivals += 1;
  });
  return () => arrivals;
}

describe('two mock servers forwarding to each other', () => {
  it('refuse at the second hop: one request makes two forwarded ones and a 502 envelope naming the loop', async () => {
    const [portA, portB] = [await closedPort(), await closedPort()];
    const a = await build({ upstream: { url: `http://${HOST}:${portB}`, timeoutMs: 5_000 } });
    const b = await build({ upstream: { url: `http://${HOST}:${portA}`, timeoutMs: 5_000 } });
    await a.listen({ host: HOST, port: portA });
    await b.listen({ host: HOST, port: portB });
    const [atA, atB] = [arrivalsAt(a), arrivalsAt(b)];

    const response = await callOver(portA, AbortSignal.timeout(10_000));
    expect(await response.json()).toEqual({
      code: 502,
      message: `The real backend at http://${HOST}:${portB} leads back to this mock server (a forwarding loop through 2 mock servers): point --upstream at the real backend`,
    });
    // The shop's request and the one B sent back reached A; A's forward reached B; nothing else.
    expect({ a: atA(), b: atB() }).toEqual({ a: 2, b: 1 });
  }, 20_000);
});

describe('a caller that leaves while its call is forwarded', () => {
  let backend: ScriptedBackend;
  beforeAll(async () => {
    backend = await ScriptedBackend.start();
  });
  afterAll(() => backend.stop());

  it('takes the outgoing call down with it, long before the upstream timeout', async () => {
    backend.answer = null;
    const app = await build({ upstream: { url: backend.origin, timeoutMs: 60_000 } });
    await app.listen({ host: HOST, port: 0 });
    const port = (app.server.address() as { port: number }).port;

    const arrived = backend.nextArrival();
    // node:http without an agent: one socket, closed by destroy() (fetch would keep a spare one open).
    const caller = httpRequest({
      host: HOST,
      port,
      method: 'POST',
      path: PATH,
      headers: request.headers as Record<string, string>,
      agent: false,
    });
    caller.on('error', () => {});
    caller.end(request.payload as string);
    const { left } = await arrived;
    caller.destroy();
    // Resolves only once the mock server closed its connection to the backend (the test's 10 s, not the 60 s timeout).
    await left;
  }, 10_000);
});
