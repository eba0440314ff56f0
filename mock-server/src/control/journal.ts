import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../runtime/parse-with.js';

const journalQuery = z.object({
  call: z.string().optional(),
  /** With `page`, one page of `pageSize` entries (the console shows 20); without, every entry. */
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

/**
 * The world's last /rest/api requests, newest first (at most 500 and 1 MB, payloads cut to 4 KB: see
 * store/journal.ts); `call` narrows to one registry name. `total` counts them all, whatever the page.
 */
export async function journalRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get('/journal', async (request) => {
    const world = worlds.forRequest(request);
    const { call, page, pageSize } = parseWith(journalQuery, request.query);
    const entries = world.journal.filter((entry) => !call || entry.call === call).reverse();
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
