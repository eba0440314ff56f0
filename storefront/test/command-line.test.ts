import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productCard } from '@tours/contract/samples';
import { webDist as REPO_WEB_DIST } from '@tours/web/folders';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { makeFakeWebDist } from './fake-web-dist.js';
import { answerJson, answerWithSamples, startStandInBackend } from './stand-in-backend.js';

/** `npm run serve` as a host runs it: a process of its own, started from the TypeScript through tsx. */
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function serve(args: string[], env: NodeJS.ProcessEnv = {}, entry = ['--import', 'tsx', 'src/main.ts']) {
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: PACKAGE,
    env: { ...process.env, API_URL: '', PORT: '', HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const port = /Storefront on http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout)?.[1];
      if (port) resolve(Number(port));
    });
    void exited.then((code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
  });
  // A test that expects the process to stop early never awaits this; its rejection is not a failure there.
  listening.catch(() => {});
  /** Resolves once the server has written `text` to stdout. */
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!stdout.includes(text)) return;
        child.stdout?.off('data', check);
        resolve();
      };
      child.stdout?.on('data', check);
      check();
    });
  return { child, exited, listening, printed, output: () => ({ stdout, stderr }) };
}

/** A GET on a connection of its own, as a balancer's check opens one: its status and body. */
function getOnNewConnection(port: number, path: string): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    }).on('error', reject);
  });
}

describe('npm run serve', () => {
  it('runs as built: dist/main.mjs starts its render threads from the file beside it and draws a page', async () => {
    const built = join(PACKAGE, 'dist', 'main.mjs');
    if (!existsSync(built) || !existsSync(join(REPO_WEB_DIST, '.server', 'site-pages.mjs'))) {
      throw new Error(`${built} or the web build is missing: run npm run build first`);
    }
    const backend = await startStandInBackend(answerWithSamples);
    onTestFinished(backend.close);
    const server = serve(['--api', backend.url, '--port', '0', '--first-visit-deadline', '20000'], {}, [built]);
    const port = await server.listening;
    // Ready once a render thread is up, as a balancer reads it: before that a page may go as the shell.
    while ((await getOnNewConnection(port, '/readyz')).status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    const page = await fetch(`http://127.0.0.1:${port}/aboutUs`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('data-drawn-for=');
    // The build's own page addresses (web/dist/.server/drawn-visit.mjs): another spelling is sent to the page's one.
    const otherSpelling = await fetch(`http://127.0.0.1:${port}/ABOUTUS?lang=zh&lang=en`, { redirect: 'manual' });
    expect(otherSpelling.status).toBe(301);
    expect(otherSpelling.headers.get('location')).toBe('/aboutUs?lang=en');
    expect(server.output().stdout).toContain('No --media-path: pictures the backend names by a path on its own host are not forwarded');
    // The build's own page list (web/dist/.server/site-pages.mjs), asking the backend.
    const sitemap = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
    expect(await sitemap.text()).toContain(`<loc>http://127.0.0.1:${port}/productInfo/${productCard.id}?lang=zh</loc>`);
  });

  it('stops with exit code 2 and one line naming a missing --api', async () => {
    const server = serve(['--web-dist', webDist.dir]);
    expect(await server.exited).toBe(2);
    expect(server.output().stderr).toBe("--api: missing; give the backend's base URL, e.g. --api https://api.example.com\n");
  });

  it('stops with one line saying to build when the web dist has no index.html', async () => {
    const server = serve(['--api', 'http://127.0.0.1:9', '--web-dist', `${webDist.dir}/assets`]);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/^\S+index\.html is missing: run npm run build first\n$/);
  });

  it('stops with one line saying to build when the web dist has no template to draw pages into', async () => {
    const withoutTemplate = makeFakeWebDist();
    onTestFinished(withoutTemplate.remove);
    rmSync(join(withoutTemplate.dir, '.drawn-page'), { recursive: true });
    const server = serve(['--api', 'http://127.0.0.1:9', '--web-dist', withoutTemplate.dir, '--port', '0']);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/^\S+template\.html is missing: run npm run build first\n$/);
  });

  it('with --shell-only draws nothing and serves every page as the shell, even with a broken renderer', async () => {
    const broken = makeFakeWebDist();
    onTestFinished(broken.remove);
    writeFileSync(
      join(broken.dir, '.server', 'entry-server.mjs'),
      "export async function createPageRenderer() { throw new Error('renderer broken'); }\n",
    );
    const failing = serve(['--api', 'http://127.0.0.1:9', '--web-dist', broken.dir, '--port', '0']);
    expect(await failing.exited).toBe(1);
    expect(failing.output().stderr).toContain('renderer broken');

    const server = serve(['--api', 'http://127.0.0.1:9', '--web-dist', broken.dir, '--port', '0', '--shell-only']);
    const port = await server.listening;
    expect(server.output().stdout).toContain('shell only');
    const page = await fetch(`http://127.0.0.1:${port}/productInfo/1`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    // The sitemap needs no renderer.
    const sitemap = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>http://127.0.0.1:${port}/?lang=zh</loc>`);
  });

  it('answers /healthz while its render threads load, and /readyz 503 until one is up', async () => {
    const slowStart = makeFakeWebDist();
    onTestFinished(slowStart.remove);
    // A renderer that loads when the test says so.
    const mayLoad = join(slowStart.dir, 'renderer-may-load');
    writeFileSync(
      join(slowStart.dir, '.server', 'entry-server.mjs'),
      `import { existsSync } from 'node:fs';
export async function createPageRenderer() {
  while (!existsSync(${JSON.stringify(mayLoad)})) await new Promise((resolve) => setTimeout(resolve, 20));
  return async () => null;
}
`,
    );
    const server = serve(['--api', 'http://127.0.0.1:9', '--web-dist', slowStart.dir, '--port', '0']);
    const port = await server.listening;
    expect((await getOnNewConnection(port, '/healthz')).status).toBe(200);
    expect(await getOnNewConnection(port, '/readyz')).toEqual({ status: 503, body: '{"status":"starting"}' });
    writeFileSync(mayLoad, '');
    while ((await getOnNewConnection(port, '/readyz')).status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.child.exitCode).toBeNull();
  });

  it('on SIGTERM answers 503 to health and ready checks, still on new connections, while the request in flight finishes, then exits within 10 s', async () => {
    let slowArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      slowArrived = resolve;
    });
    let finishSlow: () => void = () => {};
    const backend = await startStandInBackend((_request, response) => {
      finishSlow = () => answerJson(response, 200, { code: 200, data: 'finished' });
      slowArrived();
    });
    try {
      const server = serve(['--api', backend.url, '--port', '0', '--web-dist', webDist.dir]);
      const port = await server.listening;
      const slow = getOnNewConnection(port, '/rest/api/slow');
      await arrived;

      const stoppedAt = performance.now();
      server.child.kill('SIGTERM');
      await server.printed('SIGTERM: answering 503 to health checks while the requests in flight finish, then stopping');
      // A balancer's checks, each on a connection of its own: the listener is still open, and says it is stopping.
      expect(await getOnNewConnection(port, '/healthz')).toEqual({ status: 503, body: '{"status":"stopping"}' });
      expect(await getOnNewConnection(port, '/readyz')).toEqual({ status: 503, body: '{"status":"stopping"}' });
      // A visitor the balancer still sends meanwhile is served, not refused.
      expect((await getOnNewConnection(port, '/favicon.svg')).status).toBe(200);
      expect(server.child.exitCode).toBeNull();

      finishSlow();
      expect(await slow).toEqual({ status: 200, body: '{"code":200,"data":"finished"}' });
      expect(await server.exited).toBe(0);
      expect(performance.now() - stoppedAt).toBeLessThan(10_000);
      expect(server.output().stdout).toMatch(
        /^\{"time":"[^"]+","method":"GET","path":"\/rest\/api\/slow","status":200,"ms":\d+,"requestId":"[^"]+"\}$/m,
      );
    } finally {
      await backend.close();
    }
  });

  it('on SIGTERM answers a call stuck on a silent backend with the 502 envelope, not a bare close, and exits within 10 s', async () => {
    const backend = await startStandInBackend(() => {});
    try {
      const server = serve(['--api', backend.url, '--port', '0', '--web-dist', webDist.dir]);
      const port = await server.listening;
      const stuck = fetch(`http://127.0.0.1:${port}/rest/api/product/search`, { method: 'POST' });
      while (backend.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const stoppedAt = performance.now();
      server.child.kill('SIGTERM');
      const answer = await stuck;
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({ code: 502, message: `The backend ${backend.url} could not be reached` });
      expect(await server.exited).toBe(0);
      expect(performance.now() - stoppedAt).toBeLessThan(10_000);
    } finally {
      await backend.close();
    }
  });
});
