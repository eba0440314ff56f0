import type { CallName } from '@tours/contract';
import type { FastifyInstance } from 'fastify';

/** A happy path of one call, run against a fresh app with a logged-in demo user. */
export type HappyCase = (app: FastifyInstance, token: string) => Promise<void>;
export type Cases<N extends CallName> = Record<N, HappyCase>;

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
