import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';

const HOST = '127.0.0.1';

/** Sends one request as raw bytes (a fetch or app.inject would turn the target into a path) and reads the whole answer. */
function rawRequest(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, HOST, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${HOST}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('a request target in absolute form (GET http://evil.example/... sent over a socket)', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp({});
    await app.listen({ host: HOST, port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('is a 400 envelope under /rest/api, naming the target', async () => {
    const answer = await rawRequest(port, 'http://evil.example/rest/api/category/list');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: 400,
      message:
        'Request target: must be a path such as /rest/api/…, not "http://evil.example/rest/api/category/list"; this server is no proxy, so a request names its host in Host only.',
    });
  });

  it('is a 400 on the control plane too, which it reached before', async () => {
    const answer = await rawRequest(port, 'http://evil.example/__mock/state');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400, message: expect.stringMatching(/^Request target: must be a path/) });
  });

  it('leaves a request whose target is a path as it was', async () => {
    expect((await rawRequest(port, '/__mock/clock')).status).toBe(200);
  });
});
