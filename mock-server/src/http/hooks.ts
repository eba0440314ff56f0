import { API_PREFIX } from '@tours/contract';
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from '@tours/contract/content-security-policy';
import type { FastifyInstance } from 'fastify';
import { record } from '../store/journal.js';
import { heapRefusal, worldNameOf } from '../store/worlds.js';
import { type HostRules, hostGuard } from './host-guard.js';
import { registerMessageLanguage } from './message-language.js';
import { registerPersistence } from './persistence-hooks.js';

/** Control-plane routes that build a whole world's state (import, reseed); POST /__mock/worlds checks in WorldStore.create. */
const STATE_BUILDING_ROUTES = new Set(['PUT /__mock/state', 'POST /__mock/state', 'POST /__mock/reseed']);

/**
 * Cross-cutting hooks: the Host, Origin and Content-Type rules before anything else, the heap check
 * of imports, the security headers of every answer (nosniff, Referrer-Policy, the API's and the pages'
 * CSP), a write's changes saved before its answer leaves (so a killed process never loses an answered
 * change), and the journal entry once the answer is out.
 */
export function registerHooks(app: FastifyInstance, hostRules: HostRules = {}) {
  app.addHook('onRequest', hostGuard(hostRules));

  // Before the body is read: an import of hundreds of MB is refused without parsing it.
  app.addHook('onRequest', (request, _reply, done) => {
    const builds = STATE_BUILDING_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
    done((builds && heapRefusal('an import or a reseed')) || undefined);
  });

  // Envelopes' messages in the language the caller asks for (Accept-Language).
  registerMessageLanguage(app);

  const policy = pageContentSecurityPolicy({ allow: app.mock.cspAllow });

  // Callback-style hooks where nothing is awaited: an async hook costs every request a promise.
  // onSend runs for every answer, forwarded ones too (the handler's forwarding port, forward-port.ts), and for refusals.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A browser never guesses a type: a text or a file answered as JSON or an image is never run as a page.
    reply.header('x-content-type-options', 'nosniff');
    // Paths and queries (the wallet page's payment token, order ids) never leave for another site; the origin
    // still does, so a map embed whose key is restricted to the shop's site keeps working (no-referrer breaks it).
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.routeOptions.config.callName !== undefined || request.url.startsWith(API_PREFIX)) {
      // Set, not added: whatever a backend behind --upstream said, an API answer runs nothing.
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });

  const { stateFile, worlds } = app.mock;

  // A real backend's Date header carries its own clock; here that is the world's clock (advanced by
  // /__mock/clock), so the shop's countdowns follow the world, not the browser (web/src/lib/server-clock.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    // A forwarded answer keeps the real backend's Date (forward-port.ts).
    if (request.url.startsWith('/rest/api/') && request.outcome?.source !== 'upstream') {
      const name = worldNameOf(request);
      // An unknown world is answered with an error envelope; its Date stays the process clock.
      const world = worlds.find(name);
      if (world) reply.header('date', worlds.now(world).toUTCString());
    }
    done(null, payload);
  });

  // A write's changed rows are saved before its answer leaves; a read saves nothing (persistence-hooks.ts).
  if (stateFile) registerPersistence(app, stateFile, worlds);

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
      source: outcome.source ?? 'mock',
      ...(outcome.override !== undefined ? { override: outcome.override } : {}),
    });
    done();
  });

  app.addHook('onClose', async () => {
    await app.mock.stateFile?.flush();
  });
}
