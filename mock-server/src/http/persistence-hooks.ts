import { API_PREFIX, codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { READ_CALLS } from '../runtime/read-calls.js';
import { refusalBody } from '../runtime/refusal.js';
import { trackerOf, unproxied } from '../store/change-tracker.js';
import { PersistError, type StateFile } from '../store/persistence.js';
import { isPending, type World, type WorldStore, worldNameOf } from '../store/worlds.js';

/** Non-API routes whose non-GET requests may change worlds: the control plane and the wallet page. */
const WRITING_PREFIXES = ['/__mock', '/mock-paypal'];
const SAVE_FAILED = 'The change could not be saved to the state file, so it was not made.';

/** 'world': a call that may change its world; 'all': a control-plane or wallet move, which may touch any world. */
function writesOf(request: FastifyRequest): 'none' | 'world' | 'all' {
  const call = request.routeOptions.config.callName;
  if (call !== undefined) return READ_CALLS.has(call) ? 'none' : 'world';
  if (request.method === 'GET' || request.method === 'HEAD') return 'none';
  const route = request.routeOptions.url ?? '';
  return WRITING_PREFIXES.some((prefix) => route.startsWith(prefix)) ? 'all' : 'none';
}

/**
 * While a writing request runs, its world's `state` is the change tracker's proxy, so the handler's
 * changes are recorded; the route code (api-routes.ts, control/) reads `world.state` and needs no change.
 * Overlapping writers of one world share the proxy; the last one out puts the plain state back.
 */
export function registerPersistence(app: FastifyInstance, stateFile: StateFile, worlds: WorldStore): void {
  worlds.trackTicks = true;
  const holders = new Map<World, number>();
  const held = new WeakMap<FastifyRequest, World[]>();
  // A world first read by a writing request (the control plane touches any world) is tracked from its first read.
  worlds.onLoad((world) => {
    if (holders.has(world)) world.state = trackerOf(world.state).proxy;
  });

  const release = (request: FastifyRequest) => {
    for (const world of held.get(request) ?? []) {
      const count = (holders.get(world) ?? 1) - 1;
      if (count > 0) holders.set(world, count);
      else {
        holders.delete(world);
        // A world still unread stays so: reading its state here would build it for nothing.
        if (!isPending(world)) world.state = unproxied(world.state);
      }
    }
    held.delete(request);
  };

  app.addHook('preHandler', (request, _reply, done) => {
    const writes = writesOf(request);
    if (writes === 'none') return done();
    const own = worlds.find(worldNameOf(request));
    const targets = writes === 'all' ? worlds.list() : own ? [own] : [];
    for (const world of targets) {
      holders.set(world, (holders.get(world) ?? 0) + 1);
      if (!isPending(world)) world.state = trackerOf(world.state).proxy;
    }
    held.set(request, targets);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    release(request);
    // A read that used up an answer override changed its world's overrides, kept beside the data.
    if (writesOf(request) === 'none' && request.outcome?.override === undefined) return done(null, payload);
    try {
      stateFile.commit(worlds);
      done(null, payload);
    } catch (error) {
      request.log.error({ err: error }, 'could not write the state file');
      done(null, refusal(request, reply, error));
    }
  });

  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}

/**
 * The answer that replaces one whose change was not saved, saying why (a full disk) and that nothing
 * changed: an envelope under /rest/api, HTTP 507 (full disk) or 500 elsewhere.
 */
function refusal(request: FastifyRequest, reply: FastifyReply, error: unknown): string {
  const message = error instanceof PersistError ? error.answer : SAVE_FAILED;
  const diskFull = error instanceof PersistError && error.diskFull;
  reply.removeHeader('location');
  reply.header('content-type', 'application/json; charset=utf-8');
  if (request.routeOptions.config.callName !== undefined || request.url.startsWith(API_PREFIX)) {
    const code = diskFull ? codes.insufficientStorage : codes.serverError;
    if (request.outcome) {
      request.outcome.code = code;
      request.outcome.message = message;
    }
    reply.status(200);
    return JSON.stringify({ code, message });
  }
  const status = diskFull ? codes.insufficientStorage : 500;
  reply.status(status);
  return JSON.stringify(refusalBody(status, message));
}
