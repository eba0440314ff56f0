import { dirname, join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { API_PREFIX } from '@tours/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { builtConsoleDir } from './control/console.js';
import { controlRoutes } from './control/index.js';
import { DEFAULT_SESSION_TTL_MS } from './domain/index.js';
import { logAnswerLines } from './http/answer-lines.js';
import { apiRoutes } from './http/api-routes.js';
import { docsRoutes } from './http/docs.js';
import { BODY_LIMIT_BYTES, handleError } from './http/error-handler.js';
import { registerHooks } from './http/hooks.js';
import { registerJsonParser } from './http/json-body.js';
import { mediaRoutes } from './http/media.js';
import { notFound } from './http/not-found.js';
import { walletRoutes } from './http/wallet-page.js';
import { StateFile } from './store/persistence.js';
import { UploadStore } from './store/upload-store.js';
import { WorldStore } from './store/worlds.js';
import { Upstream, type UpstreamOptions } from './upstream/upstream.js';

export interface AppOptions {
  /** Seed of the generated data (same seed, same shop). */
  seed?: number;
  /** Catalogue size multiplier, for benchmarks. */
  scale?: number;
  /** JSON file holding every world; written atomically after each change, read on start. */
  stateFile?: string;
  /** Added to every /rest/api answer, to feel a real network. */
  latencyMs?: number;
  /** Fastify's JSON log of every request (`json`), or one line per answered request (`lines`), or nothing (default). */
  requestLog?: 'json' | 'lines' | 'none';
  /** Check each handler's data against the contract and answer 500 on drift (default true). */
  validateResponses?: boolean;
  /** Extra origins the HTML pages may load from (the map provider). */
  cspAllow?: string[];
  /** Lifetime of a login session on the world's clock (default 7 days). */
  sessionTtlMs?: number;
  /** Non-loopback Host names to answer (--allow-host); every other name is refused, against DNS rebinding. */
  allowHosts?: string[];
  /** The interface main.ts listens on (--host); its address is accepted as a Host name. */
  host?: string;
  /** Forward /rest/api calls to this real backend, except the mocked ones (--upstream, --mock-calls). */
  upstream?: UpstreamOptions;
  /** The built console page's folder; by default the one `npm run build:console` writes (control/console.ts). */
  consoleDir?: string;
}

/** The whole mock server as a Fastify instance; only main.ts listens, tests use app.inject. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const requestLog = options.requestLog ?? 'none';
  // In `lines`, Fastify's JSON log keeps its warnings and errors only; the lines come from logAnswerLines.
  const logger = requestLog === 'json' ? true : requestLog === 'lines' ? { level: 'warn' } : false;
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES });
  if (requestLog === 'lines') logAnswerLines(app);

  // External plugins (/rest/api reads its own bodies: see apiRoutes).
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerJsonParser(app);

  // App services.
  const stateFile = options.stateFile ? new StateFile(resolve(options.stateFile)) : null;
  const worlds = new WorldStore({ seed: options.seed, scale: options.scale });
  worlds.init(stateFile?.load() ?? null);
  const uploads = new UploadStore(stateFile ? join(dirname(stateFile.path), 'uploads') : null);
  const upstream = options.upstream ? new Upstream(options.upstream) : null;
  worlds.onDiscard((name) => {
    upstream?.forget(name);
    uploads
      .deleteWorld(name)
      .catch((error: unknown) => app.log.error({ err: error, world: name }, 'could not delete the uploads of a world'));
  });
  app.decorate('mock', {
    worlds,
    stateFile,
    uploads,
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    validateResponses: options.validateResponses ?? true,
    cspAllow: options.cspAllow ?? [],
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    upstream,
    consoleDir: options.consoleDir ?? builtConsoleDir(),
  });
  app.decorateRequest('outcome', null);
  app.setErrorHandler(handleError);
  // Before close() waits for the requests in flight: a forwarded one would otherwise wait for its backend.
  app.addHook('preClose', async () => upstream?.close());
  app.setNotFoundHandler(notFound);
  registerHooks(app, { allowHosts: options.allowHosts, bindHost: options.host });

  // Routes.
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(controlRoutes, { prefix: '/__mock' });
  await app.register(walletRoutes);
  await app.register(mediaRoutes);
  await app.register(docsRoutes);
  return app;
}
