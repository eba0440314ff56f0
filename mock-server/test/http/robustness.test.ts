import { describe, expect, it } from 'vitest';
import { handlers } from '../../src/domain/index.js';
import { build, callRequest, refusal } from '../helper.js';

/** Swaps one domain handler for the length of a test, to provoke what a correct domain never does. */
async function withHandler(replacement: (typeof handlers)['category.list'], run: () => Promise<void>) {
  const original = handlers['category.list'];
  handlers['category.list'] = replacement;
  try {
    await run();
  } finally {
    handlers['category.list'] = original;
  }
}

describe('POST /rest/api/category/list', () => {
  it('answers a 500 envelope without details when a handler throws, and keeps serving', async () => {
    const app = await build();
    await withHandler(
      () => {
        throw new Error('secret detail');
      },
      async () => {
        const body = await refusal(app, callRequest('category.list'));
        expect(body).toEqual({ code: 500, message: 'Internal error' });
      },
    );
    expect((await app.inject(callRequest('category.list'))).json().code).toBe(200);
  });

  it('answers a 500 envelope when the data drifts from the contract', async () => {
    const app = await build();
    const drifted = [{ id: 'one' }] as unknown as ReturnType<(typeof handlers)['category.list']>;
    await withHandler(
      () => drifted,
      async () => {
        const body = await refusal(app, callRequest('category.list'));
        expect(body.code).toBe(500);
        expect(body.message).toContain('does not match the contract');
      },
    );
  });

  it('adds the --latency delay with a timer, without blocking other requests', async () => {
    const app = await build({ latencyMs: 40 });
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => app.inject(callRequest('category.list'))));
    const elapsed = Date.now() - started;
    expect(answers.every((a) => a.json().code === 200)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(35);
    expect(elapsed).toBeLessThan(40 * 3);
  });
});
