import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, HOST } from './bench/processes.js';
import { portIsFree } from './dev-ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

async function until(check: () => Promise<boolean>, what: string, ms = 45_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} within ${ms} ms`);
}

const answers = (url: string) =>
  fetch(url).then(
    (answer) => answer.ok,
    () => false,
  );

describe('npm run dev -- --port <web> --mock-port <mock> (scripts/dev.mjs)', () => {
  let dev: ChildProcess;
  let webPort = 0;
  let mockPort = 0;
  let output = '';

  beforeAll(async () => {
    [webPort, mockPort] = [await freePort(), await freePort()];
    dev = spawn('node', ['scripts/dev.mjs', '--port', String(webPort), '--mock-port', String(mockPort)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [dev.stdout, dev.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => answers(`http://${HOST}:${webPort}/`), 'Vite did not answer on --port');
  }, 90_000);

  afterAll(() => {
    if (dev.exitCode === null) dev.kill('SIGKILL');
  });

  it("starts the mock server on --mock-port and proxies the shop's calls there", async () => {
    await until(() => answers(`http://${HOST}:${mockPort}/__mock/`), 'the mock server did not answer on --mock-port');
    const currencies = await fetch(`http://${HOST}:${webPort}/rest/api/currency/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(((await currencies.json()) as { code: number }).code).toBe(200);
  });

  it("adds the mock toolbar's script to the shop's page, and serves it", async () => {
    const page = await (await fetch(`http://${HOST}:${webPort}/`)).text();
    const script = /<script type="module" src="([^"]+\/mock-toolbar\/src\/dev-server-entry\.ts)">/.exec(page)?.[1] ?? '';
    expect(script).not.toBe('');
    const entry = await fetch(`http://${HOST}:${webPort}${script}`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('mountMockToolbar');
  });

  it("prints none of Vite's warnings about its config files", () => {
    // Vite's native config loader (its future default) needs every file a config imports named with its extension.
    expect(output).not.toMatch(/without a file extension|unsupported by `configLoader/);
  });

  it('stops Vite and the mock server, and exits, on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until(async () => (await portIsFree(webPort)) && (await portIsFree(mockPort)), 'a port was still held after the stop', 15_000);
  });
});

describe('npm run dev with the mock port taken', () => {
  let holder: Server;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('refuses to start rather than let Vite proxy to whatever holds the port', () => {
    const run = spawnSync('node', ['scripts/dev.mjs', '--mock-port', String(port)], { cwd: root, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`Port ${port} is taken`);
    expect(run.stderr).toContain('--mock-port');
  });
});
