import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './html.js';
import { record } from './journal.js';

/** Paths whose requests can change a world; static files and generated pictures never do. */
const STATEFUL_PREFIXES = ['/rest/api', '/__mock', '/mock-paypal'];

/**
 * Cross-cutting hooks: the CSP of HTML answers, the state file written before the answer leaves (so
 * a killed process never loses an answered change), and the journal entry once the answer is out.
 */
export function registerHooks(app: FastifyInstance) {
  const policy = contentSecurityPolicy(app.mock.cspAllow);

  // Callback-style hooks where nothing is awaited: an async hook costs every request a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });

  const { stateFile, worlds } = app.mock;
  if (stateFile) {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (STATEFUL_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        await stateFile
          .save(worlds.snapshot())
          .catch((error: unknown) => request.log.error({ err: error }, 'could not write the state file'));
      }
      return payload;
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    const outcome = request.outcome;
    if (!outcome || outcome.code === 0) return done();
    record(outcome.world, {
      time: new Date().toISOString(),
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      call: outcome.call,
      payload: outcome.payload,
      code: outcome.code,
      message: outcome.message,
      ms: Math.round(reply.elapsedTime),
    });
    done();
  });

  app.addHook('onClose', async () => {
    await app.mock.stateFile?.flush();
  });
}
