import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { type ChildServer, killed, post, startServer } from './child-server.js';

const WRITERS = 4;
const TOURS_PER_WRITER = 25;

let folder = '';
const children: ChildServer[] = [];
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => killed(child.process)));
  rmSync(folder, { recursive: true, force: true });
});

async function start(stateFile: string, ...args: string[]): Promise<ChildServer> {
  const child = await startServer(['--state-file', stateFile, ...args], 60_000);
  children.push(child);
  return child;
}

async function demoToken(base: string, world?: string): Promise<string> {
  const body = await post(
    base,
    'verify.login',
    { username: DEMO_ACCOUNTS.demo.email, password: DEMO_ACCOUNTS.demo.password },
    undefined,
    world,
  );
  const token = (body?.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error('login failed');
  return token;
}

/**
 * Writers that add favourites one after another and remember which adds were answered; they stop at
 * the first dead connection, which is the SIGKILL landing in the middle of their stream.
 */
async function writeUntilKilled(base: string, token: string, spuIds: number[], answered: Set<number>, world?: string): Promise<void> {
  for (const spuId of spuIds) {
    const body = await post(base, 'member.favorite.create', { spuId: String(spuId) }, token, world);
    if (body === null) return;
    if (body.code === 200) answered.add(spuId);
  }
}

describe('--state-file under SIGKILL', () => {
  it('restarts with every answered write and never a torn file', { timeout: 90_000 }, async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-kill-'));
    const stateFile = join(folder, 'state.json');
    const first = await start(stateFile);
    const token = await demoToken(first.base);

    const answered = new Set<number>();
    // Tours 11 and up: the seeded favourites use the first few.
    const writers = Array.from({ length: WRITERS }, (_, w) =>
      writeUntilKilled(
        first.base,
        token,
        Array.from({ length: TOURS_PER_WRITER }, (_, n) => 11 + w * TOURS_PER_WRITER + n),
        answered,
      ),
    );
    // Kill once some writes were answered and while the writers are still sending.
    while (answered.size < 10) await sleep(5);
    await killed(first.process);
    await Promise.all(writers);
    expect(answered.size).toBeGreaterThan(0);
    expect(answered.size).toBeLessThan(WRITERS * TOURS_PER_WRITER);

    // The manifest is a whole JSON document, never a half-written one.
    expect(() => JSON.parse(readFileSync(stateFile, 'utf8'))).not.toThrow();

    const second = await start(stateFile);
    expect(await missing(second.base, token, answered)).toEqual([]);
  });

  it('keeps 20 worlds: a restart after SIGKILL exports each world as it was', { timeout: 120_000 }, async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-kill-'));
    const stateFile = join(folder, 'state.json');
    const first = await start(stateFile);
    const names = ['default', ...Array.from({ length: 19 }, (_, n) => `qa-${n + 1}`)];
    for (const name of names.slice(1)) await control(first.base, 'POST', '/__mock/worlds', undefined, { name });
    await Promise.all(
      names.map(async (world, n) => {
        const token = await demoToken(first.base, world);
        await writeUntilKilled(first.base, token, [11 + n, 40 + n], new Set(), world);
      }),
    );
    const before = await Promise.all(names.map((world) => control(first.base, 'GET', '/__mock/state', world)));
    await killed(first.process);

    const second = await start(stateFile);
    const after = await Promise.all(names.map((world) => control(second.base, 'GET', '/__mock/state', world)));
    expect(after).toEqual(before);
  });

  it('keeps every answered write at --scale 100000', { timeout: 180_000 }, async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-kill-'));
    const stateFile = join(folder, 'state.json');
    const first = await start(stateFile, '--scale', '100000');
    const token = await demoToken(first.base);
    const answered = new Set<number>();
    const writers = [0, 1].map((w) =>
      writeUntilKilled(
        first.base,
        token,
        Array.from({ length: 50 }, (_, n) => 50_000 + w * 50 + n),
        answered,
      ),
    );
    while (answered.size < 10) await sleep(5);
    await killed(first.process);
    await Promise.all(writers);
    expect(answered.size).toBeGreaterThan(0);

    const second = await start(stateFile, '--scale', '100000');
    expect(await missing(second.base, token, answered)).toEqual([]);
  });
});

/** The answered favourites a restarted server no longer lists. */
async function missing(base: string, token: string, answered: Set<number>): Promise<number[]> {
  const list = await post(base, 'member.favorite.list', { pageSize: '100' }, token);
  expect(list?.code).toBe(200);
  const listed = (list?.data as { list: { spuId: number }[] } | undefined)?.list ?? [];
  const kept = new Set(listed.map((item) => item.spuId));
  return [...answered].filter((spuId) => !kept.has(spuId));
}

async function control(base: string, method: string, path: string, world?: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (world) headers['x-mock-world'] = world;
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return response.json();
}
