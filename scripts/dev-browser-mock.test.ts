import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, HOST } from './bench/processes.js';

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitFor(url: string, child: ChildProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

describe('npm run dev -- --browser-mock (scripts/dev.mjs)', () => {
  let child: ChildProcess;
  let base = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://${HOST}:${port}`;
    // Its own process group, so the whole tree (npx, Vite) is stopped afterwards.
    child = spawn('node', ['scripts/dev.mjs', '--browser-mock', '--port', String(port), '--host', HOST], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    });
    await waitFor(`${base}/`, child);
  }, 90_000);

  afterAll(() => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });

  it('serves the preview’s entry, which runs the mock in the page, not the shop’s own', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('src="/src/main.ts"');
    expect(html).not.toContain('main.tsx');
  });

  it('serves the service worker that holds the world and answers the mock’s addresses', async () => {
    const response = await fetch(`${base}/preview-sw.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const previewWorker = await response.text();
    expect(previewWorker).toContain('/rest/api/');
    expect(previewWorker).toContain('tours-preview:');
  });

  it('gives the page the build name its service worker reports, by which the page knows its own worker', async () => {
    // The dev server hands the page its defines as globals, from the module its client script imports.
    const pageDefines = await (await fetch(`${base}/@vite/env`)).text();
    const previewWorker = await (await fetch(`${base}/preview-sw.js`)).text();
    const buildName = /"PREVIEW_BUILD":\s*"(dev [^"]+)"/.exec(pageDefines)?.[1];
    expect(buildName).toBeDefined();
    expect(previewWorker.includes(`${buildName}`), 'the worker carries the page’s build name').toBe(true);
  });

  it('serves today’s world for the service worker to start from, seeded on the server, not in the browser', async () => {
    const world = (await (await fetch(`${base}/preview-world.json`)).json()) as { seededFor: string; state: { tours: unknown[] } };
    expect(world.seededFor).toBe(new Date().toISOString().slice(0, 10));
    expect(world.state.tours).toHaveLength(200);
  });

  it('refuses --browser-mock with --api, saying why', () => {
    const run = spawnSync('node', ['scripts/dev.mjs', '--browser-mock', '--api', 'https://staging.example.test'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--browser-mock and --api exclude each other');
  });
});
