import type { FastifyInstance } from 'fastify';
import { pathOf } from './paths.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Writes one line of the log; stdout by default, a test's array in tests. */
export type LogLine = (line: string) => void;

export const writeToStdout: LogLine = (line) => {
  process.stdout.write(`${line}\n`);
};

/** One answered request as the log writes it: a JSON object on one line. */
interface RequestLogEntry {
  time: string;
  method: string;
  /** Without the query string: it can hold tokens and e-mail addresses. */
  path: string;
  status: number;
  ms: number;
  requestId: string;
}

/**
 * One JSON line per answered request, which a container platform's log collector reads field by field, with the
 * request's id (request-id.ts), which every answer also carries in `X-Request-Id` and the backend receives with each
 * forwarded call (forward.ts), so one request is found in the balancer's, this server's and the backend's logs.
 */
export function requestLog(app: FastifyInstance, log: LogLine): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const entry: RequestLogEntry = {
      time: new Date().toISOString(),
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      requestId: request.id,
    };
    log(JSON.stringify(entry));
  });
}
