import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls, fullPath } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MOCK_HOPS } from '../../src/upstream/forward-chain.js';
import { build, callRequest } from '../helper.js';
import { closedPort } from './ports.js';

const HOST = '127.0.0.1';
const request = callRequest('category.list');
const PATH = fullPath(calls['category.list']);

/** A proxy that passes every request on to `port` without its Via header, as some proxies do. */
async function viaDroppingProxy(port: number): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const { via: _via, ...headers } = incoming.headers;
    const onward = httpRequest({ host: HOST, port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    onward.on('error', () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, HOST, resolve));
  return proxy;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Counts the /rest/api requests a server receives, from the shop or from the proxy in front of it. */
function arrivalsAt(app: FastifyInstance): () => number {
  let arrivals = 0;
  app.server.on('request', (incoming: { url?: string }) => {
    if (incoming.url?.startsWith('/rest/api/')) arrivals += 1;
  });
  return () => arrivals;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe('two mock servers forwarding to each other through a proxy that drops Via', () => {
  it(`refuse once a request has passed ${MAX_MOCK_HOPS} mock servers, with the loop's 502 envelope`, async () => {
    const [portA, portB] = [await closedPort(), await closedPort()];
    const [toA, toB] = [await viaDroppingProxy(portA), await viaDroppingProxy(portB)];
    const a = await build({ upstream: { url: `http://${HOST}:${portOf(toB)}`, timeoutMs: 5_000 } });
    const b = await build({ upstream: { url: `http://${HOST}:${portOf(toA)}`, timeoutMs: 5_000 } });
    cleanups.push(
      () => a.close(),
      () => b.close(),
      ...[toA, toB].map((proxy) => () => new Promise((resolve) => proxy.close(resolve))),
    );
    await a.listen({ host: HOST, port: portA });
    await b.listen({ host: HOST, port: portB });
    const [atA, atB] = [arrivalsAt(a), arrivalsAt(b)];

    const response = await fetch(`http://${HOST}:${portA}${PATH}`, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.payload as string,
      signal: AbortSignal.timeout(10_000),
    });
    // B refuses the third arrival's forward; its 502 goes back down the chain as B's answer.
    expect(await response.json()).toEqual({
      code: 502,
      message: `The real backend at http://${HOST}:${portOf(toA)} leads back to a mock server (a forwarding loop: this request has passed ${MAX_MOCK_HOPS} mock servers, and a proxy between them drops Via): point --upstream at the real backend`,
    });
    expect({ a: atA(), b: atB() }).toEqual({ a: 2, b: 2 });
  }, 20_000);
});
