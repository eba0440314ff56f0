import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';

/**
 * The ceiling: a Fastify app started like the mock server (same logger, same form parser), whose
 * routes answer pre-built JSON bodies of the same size as the mock's answers, doing no work at all.
 */
const { values } = parseArgs({ options: { port: { type: 'string' }, bodies: { type: 'string' } } });
const bodies = JSON.parse(readFileSync(values.bodies ?? '', 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: true });
await app.register(fastifyFormbody);
for (const [name, body] of Object.entries(bodies)) app.post(`/bare/${name}`, async () => body);
app.get('/ready', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(values.port) });
