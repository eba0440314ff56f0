import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePairAfter, portIsFree } from './dev-ports.mjs';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((closed) => server.close(closed))));
});

/** A port held by another program on 127.0.0.1, as a second `npm start` or any server would hold it. */
async function holdAPort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `npm start` with its arguments: its exit code and what it wrote to stderr. */
function start(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('npm start with a busy port', () => {
  it('says before it builds which server wanted which port, and a --port whose pair is free', async () => {
    const shopPort = await holdAPort();
    const { code, stderr } = await start(['--port', String(shopPort)]);
    expect(code).toBe(1);
    expect(stderr).toContain(`Another program listens on 127.0.0.1:${shopPort}, which the storefront (the address people open) wants`);
    const suggested = Number(/try npm start -- --port (\d+) /.exec(stderr)?.[1]);
    expect(suggested).toBeGreaterThan(shopPort);
    expect(await portIsFree(suggested)).toBe(true);
    expect(await portIsFree(suggested + 1)).toBe(true);
  });

  it("names the mock's port when the one after --port is taken", async () => {
    const mockPort = await holdAPort();
    const { code, stderr } = await start(['--port', String(mockPort - 1)]);
    expect(code).toBe(1);
    expect(stderr).toContain(`127.0.0.1:${mockPort}, which the mock wants (it takes --port + 1)`);
  });

  it('suggests no pair whose second port is taken', async () => {
    const taken = await holdAPort();
    expect(await freePairAfter(taken - 11)).not.toBe(taken - 1);
  });
});
