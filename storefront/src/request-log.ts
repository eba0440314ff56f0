import type { FastifyInstance } from 'fastify';
import { pathOf } from './paths.js';

/** Writes one line of the request log; stdout by default, a test's array in tests. */
export type LogLine = (line: string) => void;

export const writeToStdout: LogLine = (line) => {
  process.stdout.write(`${line}\n`);
};

/**
 * One line per answered request, `<ISO time> <method> <path> <status> <ms>ms`, for a person reading a terminal or a
 * host's log view. The query string is left out: it can hold tokens and e-mail addresses.
 */
export function requestLog(app: FastifyInstance, log: LogLine): void {
  app.addHook('onResponse', async (request, reply) => {
    log(`${new Date().toISOString()} ${request.method} ${pathOf(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
  });
}
