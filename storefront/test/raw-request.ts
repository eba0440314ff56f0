import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Sends a request target byte for byte to a listening app (app.inject and fetch would normalise a path with
 * backslashes or dots before it left the test); resolves the status and body.
 */
export async function sendRaw(
  app: FastifyInstance,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: target, headers: options.headers }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
