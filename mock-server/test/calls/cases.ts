import type { CallName } from '@tours/contract';
import type { FastifyInstance } from 'fastify';

/** What every registry call is tested with: one answer it gives and one request it refuses. */
export interface CallCase {
  /** Run against a fresh app with a logged-in demo user; it asserts what the answer holds. */
  happy: (app: FastifyInstance, token: string) => Promise<void>;
  /** Sent without a token to a fresh app; a call that needs a token refuses with 201 whatever the payload. */
  refusal: { payload: Record<string, unknown> | unknown[]; code: number };
}

/**
 * The cases of one contract area (`keyof typeof <area>Calls`). An area file `satisfies` it, so a registry entry of that
 * area without a case does not compile, and neither does a case for a call the area lacks.
 */
export type AreaCases<N extends CallName> = Record<N, CallCase>;

/** A successful envelope as the mock words it. */
export const ok = { code: 200, message: 'Success' };

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
