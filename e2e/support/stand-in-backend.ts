import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleAnswers } from '@tours/web/testing/sample-answers';
import { HOST } from './servers';

/**
 * A backend that is not the mock: it answers every call of the shop's first screens with the contract's samples,
 * 100 ms late, and records the headers of what reached it. No worlds, no control plane, no pictures.
 */
export async function startStandInBackend(delayMs = 100) {
  const received: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]?.replace(/^\/rest\/api/, '') ?? '';
    received.push({ path, headers: request.headers });
    request.resume();
    setTimeout(() => {
      const data = sampleAnswers[path];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data === undefined ? { code: 404, message: `No call ${path}` } : { code: 200, data }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
