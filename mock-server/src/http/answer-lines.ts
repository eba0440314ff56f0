import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request, `<ISO time> mock <method> <path> <status> <ms>ms`, the storefront's own format with
 * the server named: `npm start` shows both servers in one terminal, and two formats there read as noise. The query
 * string is left out, as the storefront leaves it out: it can hold tokens and e-mail addresses.
 */
export function logAnswerLines(app: FastifyInstance, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    write(`${new Date().toISOString()} mock ${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
  });
}
