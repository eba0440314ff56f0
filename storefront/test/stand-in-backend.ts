import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleAnswers } from '@tours/web/testing/sample-answers';
import { afterEach } from 'vitest';

type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

/** A real backend on 127.0.0.1 (port 0) that records what reached it; the handler decides each answer. */
export async function startStandInBackend(handle: (request: IncomingMessage, response: ServerResponse, body: Buffer) => void) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function answerJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** The call a request to the backend names: its path without `/rest/api` and the query (`/product/detail`). */
export const callPathOf = (request: IncomingMessage): string => (request.url ?? '').split('?')[0]?.replace(/^\/rest\/api/, '') ?? '';

/** Answers every call with the shop's sample answer for it (`data: null` for a call that has none). */
export function answerWithSamples(request: IncomingMessage, response: ServerResponse): void {
  answerJson(response, 200, { code: 200, data: sampleAnswers[callPathOf(request)] ?? null });
}

/**
 * For a test file: a function that starts a stand-in backend with the given handler, every one of them closed after
 * each test; `track` adds another server to close.
 */
export function standInBackendsPerTest() {
  const open: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((backend) => backend.close()));
  });
  return {
    answering: async (handle: Parameters<typeof startStandInBackend>[0]) => {
      const backend = await startStandInBackend(handle);
      open.push(backend);
      return backend;
    },
    track: (server: { close: () => Promise<void> }) => open.push(server),
  };
}
