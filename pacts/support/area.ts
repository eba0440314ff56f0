import { existsSync, rmSync } from 'node:fs';
import { PactV3 } from '@pact-foundation/pact';
import { type CallName, calls, fullPath } from '@tours/contract';
import { afterAll, expect } from 'vitest';
import { CONSUMER, PROVIDER } from './names';
import { freshDir, freshPactPath, normalise, readCommittedPact, readPact, writeCommittedInteractions } from './pact-file';

/** `PACT_UPDATE=1 npm run pact:update` rewrites the committed pact; every other run only compares. */
const updating = process.env.PACT_UPDATE === '1';

/**
 * One consumer test file: its own Pact writing to a fresh folder, and, after its tests, the check that
 * the committed pact holds exactly the interactions this run produced for the file's calls.
 */
export function pactArea(area: string, names: readonly CallName[]): PactV3 {
  const dir = freshDir(area);
  const paths = new Set(names.map((name) => fullPath(calls[name])));
  const pact = new PactV3({ consumer: CONSUMER, provider: PROVIDER, dir, logLevel: 'error' });

  afterAll(() => {
    const path = freshPactPath(dir);
    if (!existsSync(path)) throw new Error(`${area}: no pact was written (did every test fail?)`);
    const fresh = normalise(readPact(path));
    rmSync(dir, { recursive: true, force: true });
    expect(fresh.interactions.filter((i) => !paths.has(i.request.path)).map((i) => i.description)).toEqual([]);
    if (updating) {
      writeCommittedInteractions(paths, fresh);
      return;
    }
    const committed = normalise(readCommittedPact());
    const mine = committed.interactions.filter((i) => paths.has(i.request.path));
    expect(mine, `pacts/${CONSUMER}-${PROVIDER}.json is stale for ${area}: run npm run pact:update and commit it`).toEqual(
      fresh.interactions,
    );
  });
  return pact;
}
