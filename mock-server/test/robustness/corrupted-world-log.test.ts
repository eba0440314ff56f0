import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyFault } from '../../src/runtime/faults.js';
import { isPending } from '../../src/store/worlds.js';
import { login } from '../fixtures.js';
import { callApi } from '../helper.js';
import { stateFileApps } from '../state-file-apps.js';

const { newFolder, start } = stateFileApps();

const inWorld = (world: string) => ({ 'x-mock-world': world, 'content-type': 'application/json' });

/** A state file with worlds default and qa, each with a log of three answered writes; the path of qa's log. */
async function savedWorlds(): Promise<{ stateFile: string; log: string }> {
  const folder = newFolder('mock-corrupt-');
  const stateFile = join(folder, 'state.json');
  const app = await start(stateFile);
  await app.inject({ method: 'POST', url: '/__mock/worlds', headers: inWorld('default'), payload: { name: 'qa' } });
  for (const world of ['default', 'qa']) {
    const token = await login(app, 'demo', { world });
    for (const spuId of [41, 42]) expect((await callApi(app, 'member.favorite.create', { spuId }, { token, world })).code).toBe(200);
  }
  await app.close();
  const dir = `${stateFile}.worlds`;
  const log = readdirSync(dir).find((file) => /^qa\.\d+\.log$/.test(file));
  if (!log) throw new Error('qa has no log');
  return { stateFile, log: join(dir, log) };
}

/** Starts on the damaged files; the other world answers, qa answers the broken-world envelope naming `named`. */
async function expectOnlyQaBroken(stateFile: string, named: RegExp): Promise<FastifyInstance> {
  const app = await start(stateFile);
  expect(isPending(app.mock.worlds.toRepair('qa'))).toBe(true);
  const token = await login(app);
  expect((await callApi(app, 'member.favorite.list', { pageSize: 100 }, { token })).code).toBe(200);
  const broken = await callApi(app, 'product.search', { pageSize: 5 }, { world: 'qa' });
  expect(broken.code).toBe(codes.unavailable);
  expect(broken.message).toMatch(/World "qa" is not served/);
  expect(broken.message).toMatch(named);
  // A caller of the API reads the file's name, never the folders it lies in.
  expect(broken.message).not.toContain(dirname(stateFile));
  expect(broken.message).toMatch(/POST \/__mock\/reset/);
  const listed = await app.inject({ url: '/__mock/worlds' });
  expect(listed.statusCode).toBe(200);
  expect(listed.json().worlds).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'qa', broken: expect.stringMatching(named) }),
      expect.objectContaining({ name: 'default', users: expect.any(Number) }),
    ]),
  );
  const clock = await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: inWorld('qa'), payload: { hours: 1 } });
  expect(clock.statusCode).toBe(codes.unavailable);
  expect(clock.json().message).toMatch(/World "qa" is not served/);
  return app;
}

describe('a world log damaged on disk', () => {
  it('a garbled middle record breaks only that world, which reset repairs', async () => {
    const { stateFile, log } = await savedWorlds();
    const lines = readFileSync(log, 'utf8').split('\n');
    lines[1] = 'this line was edited by hand';
    writeFileSync(log, lines.join('\n'));

    const app = await expectOnlyQaBroken(stateFile, /qa\.\d+\.log: record 2 \(from byte \d+\) is not JSON/);
    const reset = await app.inject({ method: 'POST', url: '/__mock/worlds/qa/reset', headers: inWorld('default') });
    expect(reset.statusCode).toBe(200);
    expect((await callApi(app, 'product.search', { pageSize: 5 }, { world: 'qa' })).code).toBe(200);
    const token = await login(app, 'demo', { world: 'qa' });
    expect((await callApi(app, 'member.favorite.create', { spuId: 43 }, { token, world: 'qa' })).code).toBe(200);

    const again = await start(stateFile);
    expect((await callApi(again, 'member.favorite.list', { pageSize: 100 }, { token, world: 'qa' })).code).toBe(200);
  });

  it('NUL padding after the last record breaks only that world, which an import repairs', async () => {
    const { stateFile, log } = await savedWorlds();
    appendFileSync(log, Buffer.alloc(300));

    const app = await expectOnlyQaBroken(stateFile, /qa\.\d+\.log: record 4 \(from byte \d+\) is incomplete/);
    const exported = (await app.inject({ url: '/__mock/state' })).json();
    const imported = await app.inject({ method: 'PUT', url: '/__mock/state', headers: inWorld('qa'), payload: exported });
    expect(imported.statusCode).toBe(200);
    expect((await callApi(app, 'product.search', { pageSize: 5 }, { world: 'qa' })).code).toBe(200);
    const again = await start(stateFile);
    expect((await again.inject({ url: '/__mock/state', headers: inWorld('qa') })).json()).toEqual(exported);
  });

  it('records appended after NUL bytes on the same line break only that world, which a reseed repairs', async () => {
    const { stateFile, log } = await savedWorlds();
    const lines = readFileSync(log, 'utf8').split('\n');
    writeFileSync(log, `${lines[0]}\n${'\u0000'.repeat(40)}${lines[1]}\n${lines[2]}\n`);

    const app = await expectOnlyQaBroken(stateFile, /record 2 .*is not JSON/);
    const reseeded = await app.inject({ method: 'POST', url: '/__mock/reseed', headers: inWorld('qa'), payload: { seed: 7 } });
    expect(reseeded.statusCode).toBe(200);
    expect((await callApi(app, 'product.search', { pageSize: 5 }, { world: 'qa' })).code).toBe(200);
  });

  it('a saved row that breaks the schema makes the list and the reset answer, not fail', async () => {
    const { stateFile, log } = await savedWorlds();
    appendFileSync(
      log,
      `${JSON.stringify({ meta: { clockOffsetMs: 0, faults: {}, sessionExpired: false }, tables: {}, rows: [['favorites', 0, { id: 'x' }]] })}\n`,
    );

    const app = await expectOnlyQaBroken(
      stateFile,
      /qa\.json \(with .*qa\.\d+\.log\): state\.favorites\[\d+\]\.id \(of the changed rows\)/,
    );
    expect((await app.inject({ method: 'POST', url: '/__mock/worlds/qa/reset', headers: inWorld('default') })).statusCode).toBe(200);
    expect((await callApi(app, 'product.search', { pageSize: 5 }, { world: 'qa' })).code).toBe(200);
  });
});

describe('a world log with a prototype key', () => {
  it('breaks only that world and puts no fault into any other', async () => {
    const { stateFile, log } = await savedWorlds();
    const fault = { delayMs: 0, errorCode: 503, errorMessage: 'hidden fault', failureRate: 1 };
    appendFileSync(
      log,
      `${JSON.stringify({ meta: { clockOffsetMs: 0, faults: {}, sessionExpired: false }, tables: {}, rows: [['__proto__', '*', fault]] })}\n`,
    );

    await expectOnlyQaBroken(stateFile, /qa\.\d+\.log: record 4: rows: "__proto__" is not a table of the state/);
    expect(Object.hasOwn(Object.prototype, '*')).toBe(false);
  });

  it("refuses a prototype key as the row key of an object table, which would replace the table's prototype", async () => {
    const { stateFile, log } = await savedWorlds();
    const session = { userId: 1, createdAt: '2030-01-01 00:00:00', expiresAt: '2099-01-01 00:00:00' };
    appendFileSync(
      log,
      `${JSON.stringify({ meta: { clockOffsetMs: 0, faults: {}, sessionExpired: false }, tables: {}, rows: [['sessions', '__proto__', { forged: session }]] })}\n`,
    );

    await expectOnlyQaBroken(stateFile, /qa\.\d+\.log: record 4: rows: "sessions" key "__proto__" is a prototype key/);
  });

  it('a fault that is not the world\'s own (an inherited "*") is never applied', async () => {
    const inherited = { '*': { delayMs: 0, errorCode: 503, errorMessage: 'hidden fault', failureRate: 1 } };
    await expect(applyFault({ faults: Object.create(inherited) }, 'product.search')).resolves.toBeUndefined();
  });

  it("refuses a prototype key in a record's faults (where a schema would drop it silently)", async () => {
    const { stateFile, log } = await savedWorlds();
    appendFileSync(
      log,
      `{"meta":{"clockOffsetMs":0,"sessionExpired":false,"faults":{"__proto__":{"*":{"delayMs":0,"errorCode":503,"errorMessage":"hidden","failureRate":1}}}},"tables":{},"rows":[]}\n`,
    );
    await expectOnlyQaBroken(stateFile, /meta\.faults\.__proto__ is a prototype key/);
  });
});
