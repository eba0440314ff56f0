import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { type AppOptions, buildApp } from '@tours/mock-server';
import { DEMO_ACCOUNTS } from '@tours/mock-server/world';
import { send } from '../probe-http.js';

export interface RunningMock {
  port: number;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** A mock server in this process on 127.0.0.1, on `port` or a free one. */
export async function startMock(options: AppOptions = {}, port = 0): Promise<RunningMock> {
  const app = await buildApp(options);
  await app.listen({ host: '127.0.0.1', port });
  const bound = (app.server.address() as AddressInfo).port;
  return { port: bound, app, close: () => app.close() };
}

/** A port nobody listens on yet, for a server whose address another must know before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
