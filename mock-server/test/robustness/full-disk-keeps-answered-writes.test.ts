import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codes } from '@tours/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { type ChildServer, killed, post, startServer } from './child-server.js';

/**
 * A real small disk: a 256 KB tmpfs, which only root can mount. Where that is not possible the test
 * says so by being skipped; the same rule (a whole record or none, the size read back, the cut to the
 * size before the append) is always tested with an injected short write in persistence-appends.test.ts.
 */
const mountPoint = mkdtempSync(join(tmpdir(), 'mock-small-disk-'));
const canMount = process.getuid?.() === 0 && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint]).status === 0;

afterAll(() => {
  if (canMount) spawnSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const children: ChildServer[] = [];
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => killed(child.process)));
});

async function start(stateFile: string): Promise<ChildServer> {
  const child = await startServer(['--state-file', stateFile], 60_000);
  children.push(child);
  return child;
}

async function demoToken(base: string, world?: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const body = await post(base, 'verify.login', { username: email, password }, undefined, world);
  const token = (body?.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error('login failed');
  return token;
}

/** Fills the disk to its last byte: big chunks, then single bytes, each until the disk refuses. */
function fill(path: string): void {
  for (const size of [16 * 1024, 1024, 1]) {
    try {
      for (;;) appendFileSync(path, Buffer.alloc(size));
    } catch {
      // This size no longer fits; the next, smaller one takes what is left.
    }
  }
}

async function favourites(base: string, token: string, world?: string): Promise<number[]> {
  const list = await post(base, 'member.favorite.list', { pageSize: '100' }, token, world);
  expect(list?.code).toBe(200);
  return ((list?.data as { list: { spuId: number }[] } | undefined)?.list ?? []).map((item) => item.spuId);
}

describe('--state-file on a disk that fills up', () => {
  it.skipIf(!canMount)(
    'on a real 256 KB tmpfs (skipped unless root can mount one): no answered write is lost and every world starts again',
    { timeout: 120_000 },
    async () => {
      const stateFile = join(mountPoint, 'state.json');
      const first = await start(stateFile);
      const created = await fetch(`${first.base}/__mock/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'qa' }),
      });
      expect(created.status).toBe(201);
      const token = await demoToken(first.base);
      const qaToken = await demoToken(first.base, 'qa');

      const filler = join(mountPoint, 'filler');
      fill(filler);
      const answered: number[] = [];
      const refused: number[] = [];
      for (let spuId = 11; spuId <= 40; spuId += 1) {
        const body = (await post(first.base, 'member.favorite.create', { spuId: String(spuId) }, token)) as {
          code: number;
          message?: string;
        } | null;
        if (body?.code === 200) answered.push(spuId);
        else {
          expect(body).toMatchObject({
            code: codes.insufficientStorage,
            message: expect.stringMatching(/could not be saved: the disk is full/),
          });
          refused.push(spuId);
        }
      }
      expect(refused.length).toBeGreaterThan(0);

      rmSync(filler);
      for (let spuId = 41; spuId <= 50; spuId += 1) {
        expect((await post(first.base, 'member.favorite.create', { spuId: String(spuId) }, token))?.code).toBe(200);
        answered.push(spuId);
      }
      expect((await post(first.base, 'member.favorite.create', { spuId: '12' }, qaToken, 'qa'))?.code).toBe(200);
      await killed(first.process);

      const second = await start(stateFile);
      const kept = await favourites(second.base, token);
      expect(answered.filter((spuId) => !kept.includes(spuId))).toEqual([]);
      expect(refused.filter((spuId) => kept.includes(spuId))).toEqual([]);
      expect(await favourites(second.base, qaToken, 'qa')).toContain(12);
      const worlds = (await (await fetch(`${second.base}/__mock/worlds`)).json()) as { worlds: { name: string; broken?: string }[] };
      expect(worlds.worlds.filter((world) => world.broken !== undefined)).toEqual([]);
    },
  );
});
