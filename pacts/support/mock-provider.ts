import type { AddressInfo } from 'node:net';
import { buildApp } from '@tours/mock-server';

/** The mock server as the tour-api provider, on a free port of 127.0.0.1, with its provider-state hook. */
export interface MockProvider {
  baseUrl: string;
  statesUrl: string;
  close: () => Promise<void>;
}

export async function startMockProvider(): Promise<MockProvider> {
  const app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { baseUrl, statesUrl: `${baseUrl}/__mock/pact/state`, close: () => app.close() };
}
