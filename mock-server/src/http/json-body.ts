import type { FastifyInstance } from 'fastify';
import { depthRefusal } from '../runtime/json-body.js';

/** The control plane's routes, as the router matched them (so a percent-encoded %5F__mock counts too). */
const CONTROL_PLANE_ROUTE = '/__mock/';

/**
 * Replaces Fastify's JSON parser with the same parser (prototype-poisoning keys still refused) behind a
 * depth check, so an over-deep body is a 400 naming `body` before any code walks it. Registered on the
 * root instance, it covers /rest/api and the control plane alike.
 *
 * An empty body with a JSON type is `{}` on the control plane: `curl -X POST -H 'content-type:
 * application/json' .../__mock/orders/2/refund` is how people call an action without input. Under
 * /rest/api it stays a 400 naming `body`, as the contract tests expect (the real backend refuses it).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '' && request.routeOptions.url?.startsWith(CONTROL_PLANE_ROUTE)) {
      done(null, {});
      return;
    }
    const deep = depthRefusal(text);
    if (deep) {
      done(deep, undefined);
      return;
    }
    parse(request, text, done);
  });
}
