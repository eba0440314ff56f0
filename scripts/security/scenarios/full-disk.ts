import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortRange } from '../port-range.js';
import { count, emptyTally, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { startMock } from './servers.js';
import { demoToken, favourite, favouriteIds, isAccepted } from './world-files.js';

const DISK = '1m';
/** Enough to outgrow the page the log ends in: a tmpfs refuses only a write that needs a new page. */
const WRITES_WHILE_FULL = 30;
const WRITES_AFTER = 3;

/** A small disk of its own, so filling it hurts nothing else; null when this machine cannot give one. */
function mountSmallDisk(dir: string): string | null {
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `mount -t tmpfs failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

/** Writes zeros until the disk refuses another byte. */
function fill(path: string): void {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(4096);
  try {
    for (;;) writeSync(fd, chunk);
  } catch {
    // ENOSPC: full.
  } finally {
    closeSync(fd);
  }
}

/**
 * Favourites added on a disk that fills up and then has room again: every write the server answered
 * must be there after a restart from its files, every refused one must not, and the server must start.
 */
export const fullDiskScenario: Scenario = {
  name: `full disk (writes to a ${DISK} tmpfs that fills up, then a restart)`,
  async run(ports: PortRange): Promise<ScenarioResult> {
    const tally = emptyTally();
    const broken: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'probe-disk-'));
    const skipped = mountSmallDisk(dir);
    if (skipped) {
      rmSync(dir, { recursive: true, force: true });
      return { tally, broken, skipped };
    }
    const stateFile = join(dir, 'state.json');
    const filler = join(dir, 'filler');
    try {
      const first = await ports.listen((port) => startMock(port, { stateFile }));
      const token = await demoToken(first.port);
      // The seed may give the demo customer favourites: those stay, and the writes use other tours.
      const expected = (await favouriteIds(first.port, 'default', token)) ?? new Set<number>();
      const tours = Array.from({ length: 60 }, (_, i) => i + 1).filter((id) => !expected.has(id));
      const [firstTour = 1, ...rest] = tours;
      const write = async (spuId: number) => {
        const probe = favourite('default', token, spuId);
        const answer = await send(first.port, probe);
        count(tally, probe, answer);
        if (isAccepted(answer)) expected.add(spuId);
        return answer;
      };
      await write(firstTour);
      fill(filler);
      for (const spuId of rest.slice(0, WRITES_WHILE_FULL)) await write(spuId);
      rmSync(filler);
      for (const spuId of rest.slice(WRITES_WHILE_FULL, WRITES_WHILE_FULL + WRITES_AFTER)) {
        const answer = await write(spuId);
        if (!isAccepted(answer)) broken.push(`a write after the disk had room again was refused: ${answer.text.slice(0, 160)}`);
      }
      await first.close();

      const second = await ports
        .listen((port) => startMock(port, { stateFile }))
        .catch((error: unknown) => {
          broken.push(`the server did not start again: ${String(error)}`);
          return null;
        });
      if (!second) return { tally, broken };
      try {
        const kept = await favouriteIds(second.port, 'default', token);
        if (!kept) broken.push('the world does not answer after the restart');
        for (const spuId of expected) if (kept && !kept.has(spuId)) broken.push(`the answered favourite ${spuId} was lost`);
        for (const spuId of kept ?? []) if (!expected.has(spuId)) broken.push(`the refused favourite ${spuId} was kept`);
      } finally {
        await second.close();
      }
    } finally {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    }
    return { tally, broken };
  },
};
