import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the provider as a mutant may change it: its status, content type and body text. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** A deliberate fault: which call's answers it changes, and how. */
export interface Fault {
  /** The call's path under the provider, e.g. /rest/api/product/appointment. */
  path: string;
  /** The changed answer; `requestBody` is the call's form or JSON text, for a fault of one kind of request. */
  change: (answer: Answer, requestBody: string) => Answer;
}

export interface BrokenProvider {
  baseUrl: string;
  /** The fault the next answers carry; null answers as the provider does. */
  breakWith(fault: Fault | null): void;
  /** The answers the fault changed since it was set: a fault that changed none tested nothing. */
  changed(): Answer[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Request headers passed on: the ones a call carries, never the hop's own. */
const PASSED_ON = ['accept', 'accept-language', 'authorization', 'content-type', 'cookie'];

/**
 * A provider in front of a working one (the mock, or any backend) that answers as it does except for one fault at a
 * time: what a backend with one bug would answer. Pact's verifier replays the pact against it; a fault the pact
 * does not notice is a fault that would reach the shop.
 */
export async function startBrokenProvider(
  provider: string,
  /** Told of every answer as it goes out, e.g. to check it against the OpenAPI document. */
  observe?: (path: string, answer: Answer) => void,
): Promise<BrokenProvider> {
  let fault: Fault | null = null;
  let changed: Answer[] = [];
  const server: Server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', provider);
      const headers = Object.fromEntries(
        PASSED_ON.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])),
      );
      const body = request.method !== 'GET' && request.method !== 'HEAD' ? await bodyOf(request) : undefined;
      const answered = await fetch(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined });
      let answer: Answer = {
        status: answered.status,
        contentType: answered.headers.get('content-type') ?? '',
        body: await answered.text(),
      };
      if (fault && url.pathname === fault.path) {
        const faulty = fault.change(answer, body?.toString('utf8') ?? url.search);
        if (faulty.status !== answer.status || faulty.contentType !== answer.contentType || faulty.body !== answer.body)
          changed.push(faulty);
        answer = faulty;
      }
      observe?.(url.pathname, answer);
      response.writeHead(answer.status, { 'content-type': answer.contentType });
      response.end(answer.body);
    } catch (error) {
      response.writeHead(599, { 'content-type': 'text/plain' });
      response.end(`the broken provider could not reach ${provider}: ${String(error)}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    breakWith: (next) => {
      fault = next;
      changed = [];
    },
    changed: () => changed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
