import { describe, expect, it } from 'vitest';
import { KeptBuild } from '../src/kept-build.js';

/** A build that the test finishes or fails by hand, on a clock the test moves. */
function setUp(options: { keepMs: number; retryAfterMs: number }) {
  let now = 0;
  const builds: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const kept = new KeptBuild(
    () =>
      new Promise<string>((resolve, reject) => {
        builds.push({ resolve, reject });
      }),
    { ...options, now: () => now },
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    kept,
    builds,
    settle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * A value 'first' built and then gone stale (kept 1 s, retried after 100 ms): the first ask after that has been
 * served 'first' at once and started the second build.
 */
async function withStaleFirst() {
  const built = setUp({ keepMs: 1_000, retryAfterMs: 100 });
  const first = built.kept.value();
  built.builds[0]?.resolve('first');
  await first;
  built.advance(1_000);
  expect(await built.kept.value()).toBe('first');
  return built;
}

describe('KeptBuild', () => {
  it('builds once for everyone asking meanwhile, then serves that value while it is fresh', async () => {
    const { kept, builds, advance } = setUp({ keepMs: 1_000, retryAfterMs: 100 });
    const asked = [kept.value(), kept.value(), kept.value()];
    expect(builds).toHaveLength(1);
    builds[0]?.resolve('first');
    expect(await Promise.all(asked)).toEqual(['first', 'first', 'first']);
    advance(999);
    expect(await kept.value()).toBe('first');
    expect(builds).toHaveLength(1);
  });

  it('serves the stale value at once while its successor is built, and the successor once whole', async () => {
    const { kept, builds, settle } = await withStaleFirst();
    expect(await kept.value()).toBe('first');
    expect(builds).toHaveLength(2);
    builds[1]?.resolve('second');
    await settle();
    expect(await kept.value()).toBe('second');
  });

  it('keeps serving the last good value when its successor fails, and tries again after the retry time', async () => {
    const { kept, builds, advance, settle } = await withStaleFirst();
    builds[1]?.reject(new Error('backend down'));
    await settle();
    expect(await kept.value()).toBe('first');
    expect(builds).toHaveLength(2);
    advance(100);
    expect(await kept.value()).toBe('first');
    expect(builds).toHaveLength(3);
  });

  it('without a good value answers the failure, without building again until the retry time has passed', async () => {
    const { kept, builds, advance } = setUp({ keepMs: 1_000, retryAfterMs: 100 });
    const first = kept.value();
    builds[0]?.reject(new Error('backend down'));
    await expect(first).rejects.toThrow('backend down');
    await expect(kept.value()).rejects.toThrow('backend down');
    expect(builds).toHaveLength(1);
    advance(100);
    const again = kept.value();
    expect(builds).toHaveLength(2);
    builds[1]?.resolve('recovered');
    expect(await again).toBe('recovered');
  });

  it('keeps nothing with keepMs 0: each request after a build waits for a new one', async () => {
    const { kept, builds } = setUp({ keepMs: 0, retryAfterMs: 100 });
    const first = kept.value();
    builds[0]?.resolve('first');
    expect(await first).toBe('first');
    const second = kept.value();
    expect(builds).toHaveLength(2);
    builds[1]?.resolve('second');
    expect(await second).toBe('second');
  });
});
