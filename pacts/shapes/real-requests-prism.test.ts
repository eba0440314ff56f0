import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { journeyRequests } from '@tours/contract/testing/recorded-shapes';
import { freePort } from '@tours/e2e/support/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_TOKEN, PACTS_DIR } from '../support/names';

/**
 * The shop's real requests, as Chromium sent them in the journeys (e2e/support/request-shapes.ts), replayed against
 * Prism mocking docs/openapi.json: a judge we did not write, reading the document a backend team would read. Prism
 * answers 422 to a request the document refuses, 401 to a member call without its token, 404 to a path it lacks.
 * Uploads are not replayed: Chromium does not hand their bodies to Playwright.
 */
const OPENAPI = join(PACTS_DIR, '..', 'docs', 'openapi.json');
const PRISM = join(PACTS_DIR, '..', 'node_modules', '.bin', 'prism');
const requests = journeyRequests.read();

let prism: ChildProcess | undefined;
let base = '';

async function untilListening(url: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('prism did not listen within 60 s');
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(port), OPENAPI], { stdio: 'ignore' });
  await untilListening(base, prism);
}, 90_000);

afterAll(() => {
  prism?.kill();
});

describe("the shop's real requests against docs/openapi.json, judged by Prism", () => {
  it('has the journeys’ requests (npm test runs them first)', () => {
    expect(requests, '.request-shapes/e2e-requests is missing: run the e2e journeys first').not.toBeNull();
    expect(requests?.length ?? 0).toBeGreaterThan(100);
  });

  it('are each accepted by the document', async () => {
    const refused: string[] = [];
    for (const request of requests ?? []) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (request.contentType) headers['content-type'] = request.contentType;
      if (request.authorized) headers.authorization = EXAMPLE_TOKEN;
      const answer = await fetch(`${base}${request.path}`, { method: request.method, headers, body: request.body ?? undefined });
      if (answer.ok) continue;
      const why = await answer.text();
      refused.push(`${answer.status} ${request.method} ${request.path} ${request.body ?? ''}: ${why.slice(0, 400)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
