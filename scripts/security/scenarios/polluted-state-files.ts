import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortRange } from '../port-range.js';
import { count, emptyTally, type Probe, send, type Tally } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { FORM, form, JSON_BODY, startMock } from './servers.js';
import {
  appendRaw,
  createWorld,
  demoToken,
  favourite,
  favouriteIds,
  insertBeforeLastRecord,
  isAccepted,
  logOf,
  worldHeader,
} from './world-files.js';

const TOUR = 1;
/** A fault hidden in a record's `__proto__`: if it reached the faults' prototype, every call of every world would fail. */
const PLACEHOLDER = 'hidden-fault-goes-here';
const HIDDEN_FAULT = '"__proto__":{"*":{"delayMs":0,"errorCode":500,"errorMessage":"hidden fault","failureRate":1}}';

/** What is done to each world's log after a clean shutdown. */
const CORRUPTIONS: Record<string, (log: string) => void> = {
  'prototype-keys': (log) => {
    const record = JSON.parse(readFileSync(log, 'utf8').trimEnd().split('\n').at(-1) ?? '{}') as { meta?: { faults?: object } };
    record.meta = { ...record.meta, faults: { [PLACEHOLDER]: 1 } };
    const text = JSON.stringify({ [PLACEHOLDER]: 1, ...record });
    appendRaw(log, `${text.replaceAll(`"${PLACEHOLDER}":1`, HIDDEN_FAULT)}\n`);
  },
  torn: (log) => {
    const last = readFileSync(log, 'utf8').trimEnd().split('\n').at(-1) ?? '{}';
    appendRaw(log, Buffer.concat([Buffer.from(last.slice(0, last.length / 2)), Buffer.alloc(512)]));
  },
  'garbage-in-the-middle': (log) => insertBeforeLastRecord(log, 'this is not a record'),
};

const search = (world: string): Probe => ({
  method: 'POST',
  path: '/rest/api/product/search',
  headers: { ...FORM, ...worldHeader(world) },
  body: form({ pageNo: '1', pageSize: '10' }),
});

async function sent(port: number, tally: Tally, probe: Probe) {
  const answer = await send(port, probe);
  count(tally, probe, answer);
  return answer;
}

/**
 * Worlds whose logs were corrupted by hand (prototype keys, a torn record with NUL padding, garbage between
 * records): the server still starts, the untouched world keeps every answered write and no hidden fault,
 * the corrupted ones say so, and a reset repairs them.
 */
export const pollutedStateFilesScenario: Scenario = {
  name: 'polluted state files (prototype keys, torn and NUL-padded records, garbage lines)',
  async run(ports: PortRange): Promise<ScenarioResult> {
    const dir = mkdtempSync(join(tmpdir(), 'probe-state-'));
    const stateFile = join(dir, 'state.json');
    const tally = emptyTally();
    const broken: string[] = [];
    const tokens = new Map<string, string>();
    try {
      const first = await ports.listen((port) => startMock(port, { stateFile }));
      for (const world of ['default', ...Object.keys(CORRUPTIONS)]) {
        if (world !== 'default') await createWorld(first.port, world);
        const token = await demoToken(first.port, worldHeader(world));
        tokens.set(world, token);
        for (const spuId of [TOUR, TOUR + 1]) await sent(first.port, tally, favourite(world, token, spuId));
      }
      await first.close();
      for (const [world, corrupt] of Object.entries(CORRUPTIONS)) corrupt(logOf(stateFile, world));

      const second = await ports
        .listen((port) => startMock(port, { stateFile }))
        .catch((error: unknown) => {
          broken.push(`the server did not start: ${String(error)}`);
          return null;
        });
      if (!second) return { tally, broken };
      try {
        if (!isAccepted(await sent(second.port, tally, search('default')))) broken.push('the untouched world does not answer');
        const kept = await favouriteIds(second.port, 'default', tokens.get('default') ?? '');
        if (!kept?.has(TOUR) || !kept.has(TOUR + 1)) broken.push('the untouched world lost an answered write');
        const list = await sent(second.port, tally, { method: 'GET', path: '/__mock/worlds', headers: {} });
        if (list.status !== 200) broken.push(`GET /__mock/worlds answered ${list.status}`);
        for (const world of Object.keys(CORRUPTIONS)) {
          await sent(second.port, tally, search(world));
          const reset = await sent(second.port, tally, { method: 'POST', path: `/__mock/worlds/${world}/reset`, headers: JSON_BODY });
          if (reset.status !== 200) broken.push(`world ${world} could not be reset: ${reset.status} ${reset.text.slice(0, 160)}`);
          if (!isAccepted(await sent(second.port, tally, search(world)))) broken.push(`world ${world} does not answer after its reset`);
        }
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return { tally, broken };
  },
};
