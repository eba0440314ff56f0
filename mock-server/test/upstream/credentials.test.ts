import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { killed, startServer } from '../robustness/child-server.js';

const PASSWORD = 's3cret-pass';
const WITH_CREDENTIALS = `http://shop:${PASSWORD}@127.0.0.1:9/backend`;
const REFUSAL = '--upstream "127.0.0.1:9/backend" must not hold a user name or password (the shop sends its own Authorization)';

describe('--upstream with a user name and password in its URL', () => {
  it('stops the start with one line that does not show the password', async () => {
    const outcome = await startServer(['--upstream', WITH_CREDENTIALS]).then(
      async (server) => {
        await killed(server.process);
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toContain(`\n${REFUSAL}\n`);
    expect(outcome).not.toContain(PASSWORD);
  }, 30_000);

  it('is refused by the app itself, so no 502 message, /__mock/upstream or drift report can show it', async () => {
    const refusal = await buildApp({ upstream: { url: WITH_CREDENTIALS } }).then(
      async (app) => {
        await app.close();
        return 'built';
      },
      (error: Error) => error.message,
    );
    expect(refusal).toBe(REFUSAL);
  });
});
