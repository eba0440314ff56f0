import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AppOptions, buildApp } from '@tours/mock-server';
import { DEMO_ACCOUNTS } from '@tours/mock-server/world';
import { HOST } from '../../bench/processes.js';
import type { PortRange } from '../port-range.js';
import { send } from '../probe-http.js';

export interface RunningMock {
  port: number;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** A mock server in this process on 127.0.0.1:`port` (one of the probe's range). */
export async function startMock(port: number, options: AppOptions = {}): Promise<RunningMock> {
  const app = await buildApp(options);
  try {
    await app.listen({ host: HOST, port });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { port, app, close: () => app.close() };
}

/** One request as a stand-in server received it. */
export interface Arrival {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandInAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Breaks the connection after the headers and the body so far instead of finishing the answer. */
  cutOff?: boolean;
}

export interface StandIn {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request it received, in order. */
  arrivals: Arrival[];
  close(): Promise<void>;
}

/**
 * A plain node:http server on a port of the probe's range, standing in for a backend or any other server: it answers
 * each request as `answer` says, after reading its body, and keeps what arrived.
 */
export async function startStandIn(ports: PortRange, answer: (arrival: Arrival) => StandInAnswer): Promise<StandIn> {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrival = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      arrivals.push(arrival);
      const { status, headers, body, cutOff } = answer(arrival);
      response.writeHead(status, headers);
      if (!cutOff) return response.end(body);
      response.write(body);
      response.socket?.destroy();
    });
  });
  const port = await ports.listen(
    (port) =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, HOST, () => resolve(port));
      }),
  );
  return {
    port,
    origin: `http://${HOST}:${port}`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const JSON_BODY = { 'content-type': 'application/json' };
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The demo customer's token in the world the headers choose. */
export async function demoToken(port: number, headers: Record<string, string> = {}): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const answer = await send(port, {
    method: 'POST',
    path: '/rest/api/verify/login',
    headers: { ...FORM, ...headers },
    body: form({ username: email, password }),
  });
  const token = (JSON.parse(answer.text) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login failed: ${answer.text.slice(0, 200)}`);
  return token;
}
