import type { CallName } from '@tours/contract';
import type { StateFile } from '../store/persistence.js';
import type { UploadStore } from '../store/upload-store.js';
import type { World, WorldStore } from '../store/worlds.js';
import type { Upstream } from '../upstream/upstream.js';

/** The app services every route reaches through `app.mock`. */
interface MockServices {
  worlds: WorldStore;
  stateFile: StateFile | null;
  uploads: UploadStore;
  latencyMs: number;
  validateResponses: boolean;
  /** Extra origins allowed by the HTML pages' Content-Security-Policy (a map provider, say). */
  cspAllow: string[];
  /** Lifetime of a session opened by login or register, on the world's clock. */
  sessionTtlMs: number;
  /** The real backend calls are forwarded to (--upstream), or null: every call is mocked. */
  upstream: Upstream | null;
  /** The folder of the built console page (control/console.ts). */
  consoleDir: string;
}

/** What a /rest/api request came to, for the journal; set by the route or by the error handler. */
export interface Outcome {
  world: World;
  call: CallName | '';
  payload: unknown;
  code: number;
  message: string;
  /** Who answered: the mock's domain, or the real backend it was forwarded to. */
  source?: 'mock' | 'upstream';
  /** The id of the answer override that answered or patched it. */
  override?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockServices;
  }
  interface FastifyRequest {
    outcome: Outcome | null;
  }
  interface FastifyContextConfig {
    callName?: CallName;
  }
}
