import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payloadMatches } from '../runtime/overrides.js';
import { parseWith } from '../runtime/parse-with.js';

/** `match` is JSON text of the fields a payload must have, compared as overrides compare them ("7" is 7). */
const matchText = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Reported below, as for any other value that is not an object.
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of request fields, e.g. {"adultCount":2}' });
    return z.NEVER;
  });

const journalQuery = z.object({
  call: z.string().optional(),
  match: matchText.optional(),
  /** With `page`, one page of `pageSize` entries (the console shows 20); without, every entry. */
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

/**
 * The world's last /rest/api requests, newest first (at most 500 and 1 MB, payloads cut to 4 KB: see
 * store/journal.ts); `call` narrows to one registry name and `match` to the requests whose payload has those fields, so
 * a test asks "was the order created for 2 adults and 1 child" in one request. `total` counts them all, whatever the page.
 */
export async function journalRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get('/journal', async (request) => {
    const world = worlds.forRequest(request);
    const { call, match, page, pageSize } = parseWith(journalQuery, request.query);
    const entries = world.journal
      .filter((entry) => (!call || entry.call === call) && (!match || payloadMatches(entry.payload, match)))
      .reverse();
    const total = entries.length;
    if (page === undefined) return { world: world.name, total, entries };
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const shown = Math.min(page, pages);
    return { world: world.name, total, page: shown, pages, pageSize, entries: entries.slice((shown - 1) * pageSize, shown * pageSize) };
  });

  app.delete('/journal', async (request) => {
    worlds.forRequest(request).journal = [];
    return { cleared: true };
  });
}
