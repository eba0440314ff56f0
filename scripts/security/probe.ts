/**
 * Attack probe: starts the mock server in this process on 127.0.0.1 (a free port), sends bounded
 * batches of hostile requests per category and prints how many answers were 5xx (HTTP 5xx, or an
 * envelope with code 500 and up). Exits 1 when any was, or when Object.prototype was polluted.
 *
 *   npx tsx scripts/security/probe.ts
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../mock-server/src/app.js';
import { DEFAULT_WORLD } from '../../mock-server/src/http/worlds.js';
import { DEMO_ACCOUNTS } from '../../mock-server/src/world/index.js';
import { type Category, categories, type Probe } from './probe-cases.js';

interface Answer {
  status: number;
  /** The envelope's code under /rest/api, else null. */
  code: number | null;
  text: string;
}

interface Tally {
  sent: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  firstError?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function send(port: number, probe: Probe): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { accept: 'application/json', ...probe.headers };
    if (probe.body !== undefined && headers['content-length'] === undefined)
      headers['content-length'] = String(Buffer.byteLength(probe.body));
    const outgoing = request({ host: '127.0.0.1', port, method: probe.method, path: probe.path, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, code: envelopeCode(probe.path, text), text });
      });
    });
    // A connection the server closes early (an over-long body it refused) counts as a refusal, not a crash.
    outgoing.on('error', (error) => resolve({ status: 499, code: null, text: error.message }));
    if (probe.body !== undefined) outgoing.write(probe.body);
    outgoing.end();
  });
}

function envelopeCode(path: string, text: string): number | null {
  if (!path.startsWith('/rest/api')) return null;
  try {
    const code: unknown = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

async function run(port: number, category: Category): Promise<Tally> {
  const tally: Tally = { sent: 0, accepted: 0, refused: 0, serverErrors: 0 };
  for (const probe of category.probes) {
    const answer = await send(port, probe);
    tally.sent += 1;
    if (answer.status >= 500 || (answer.code ?? 0) >= 500) {
      tally.serverErrors += 1;
      tally.firstError ??= `${probe.method} ${probe.path.slice(0, 120)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
    } else if (answer.status >= 400 || (answer.code !== null && answer.code !== 200)) tally.refused += 1;
    else tally.accepted += 1;
  }
  return tally;
}

async function login(port: number): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const body = new URLSearchParams({ username: email, password }).toString();
  const answer = await send(port, {
    method: 'POST',
    path: '/rest/api/verify/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const token = (JSON.parse(answer.text) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login failed: ${answer.text}`);
  return token;
}

async function main() {
  const started = performance.now();
  const app = await buildApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join();
  try {
    const token = await login(port);
    const exported = JSON.parse((await send(port, { method: 'GET', path: '/__mock/state', headers: {} })).text) as Record<string, unknown>;
    const rows: [string, Tally][] = [];
    const state = app.mock.worlds.get(DEFAULT_WORLD).state;
    const demoUserId = state.users.find((u) => u.email === DEMO_ACCOUNTS.demo.email)?.id;
    for (const category of categories(app, state, exported, token, demoUserId)) {
      rows.push([category.name, await run(port, category)]);
    }
    const polluted = Object.getOwnPropertyNames(Object.prototype).sort().join() !== prototypeKeys;
    print(rows, polluted, performance.now() - started);
    process.exitCode = rows.some(([, tally]) => tally.serverErrors > 0) || polluted ? 1 : 0;
  } finally {
    agent.destroy();
    await app.close();
  }
}

function print(rows: [string, Tally][], polluted: boolean, elapsedMs: number) {
  const lines = ['| category | requests sent | accepted | refused | 5xx seen |', '|---|---:|---:|---:|---:|'];
  for (const [name, t] of rows) lines.push(`| ${name} | ${t.sent} | ${t.accepted} | ${t.refused} | ${t.serverErrors} |`);
  const total = rows.reduce((sum, [, t]) => sum + t.sent, 0);
  const errors = rows.reduce((sum, [, t]) => sum + t.serverErrors, 0);
  lines.push(`| **total** | ${total} | | | ${errors} |`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
  for (const [name, t] of rows) if (t.firstError) process.stdout.write(`first 5xx in "${name}": ${t.firstError}\n`);
  process.stdout.write(`Object.prototype polluted: ${polluted ? 'YES' : 'no'}; ${(elapsedMs / 1000).toFixed(1)} s on 127.0.0.1\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
