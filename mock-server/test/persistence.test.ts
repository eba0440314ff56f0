import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('--state-file', () => {
  it('has every answered change on disk before the answer, and reloads it on start', async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-state-'));
    const stateFile = join(folder, 'state.json');
    const first = await buildApp({ stateFile });
    await first.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'kept' } });
    await first.inject({ method: 'POST', url: '/__mock/clock/advance', headers: { 'x-mock-world': 'kept' }, payload: { hours: 3 } });
    // Read before close: what the process answered is already written, as if it were killed now.
    const onDisk = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(onDisk.worlds.kept.clockOffsetMs).toBe(3 * 3_600_000);
    expect(readdirSync(folder)).toEqual(['state.json']);
    await first.close();

    const second = await buildApp({ stateFile });
    try {
      const clock = await second.inject({ url: '/__mock/clock', headers: { 'x-mock-world': 'kept' } });
      expect(clock.json().offsetMs).toBe(3 * 3_600_000);
    } finally {
      await second.close();
    }
  });

  it('refuses to start on a file that is not a state file', async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-state-'));
    const stateFile = join(folder, 'state.json');
    writeFileSync(stateFile, '{"hello":1}');
    await expect(buildApp({ stateFile })).rejects.toThrow(/not a mock-server state file/);
  });
});
