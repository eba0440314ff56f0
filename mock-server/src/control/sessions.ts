import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { developerRefusal, expireSessions } from '../domain/index.js';
import { parseWith } from '../runtime/parse-with.js';

const expireInput = z.object({ email: z.string().trim().min(1).optional() }).strict();

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** --session-ttl: a positive number with a unit (ms, s, m, h, d); a bare number is milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1) : Number.NaN;
  if (!(ms >= 1)) throw new Error(`--session-ttl must be a positive duration such as 7d, 12h, 30m, 45s or 500ms, got "${text}"`);
  return Math.round(ms);
}

/**
 * POST /__mock/sessions/expire: ends sessions now, as the world clock would at their expiry, so a
 * test can see the shop's 201 handling for real tokens. `{"email": ...}` for one customer, else all.
 */
export async function sessionRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.post('/sessions/expire', async (request) => {
    const { email } = parseWith(expireInput, request.body ?? {});
    const world = worlds.forRequest(request);
    const now = worlds.tick(world);
    let userId: number | undefined;
    if (email !== undefined) {
      userId = world.state.users.find((u) => u.email === email.toLowerCase())?.id;
      if (userId === undefined) throw developerRefusal(codes.notFound, `No customer with the email ${email}`);
    }
    return { world: world.name, expired: expireSessions(world.state, now, userId) };
  });
}
