import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, killed, post, startServer } from './robustness/child-server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Beside the real bundle (one folder below mock-server/, where its asset paths resolve), under a name of its own.
const BUNDLE = fileURLToPath(new URL(`../dist/main-test-${process.pid}.mjs`, import.meta.url));

describe('the server bundle (scripts/build-server.mjs)', () => {
  let server: ChildServer;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--outfile', BUNDLE], { cwd: ROOT, stdio: 'pipe' });
    server = await startServer([], 30_000, BUNDLE);
  }, 60_000);

  afterAll(async () => {
    if (server) await killed(server.process);
    rmSync(BUNDLE, { force: true });
    rmSync(`${BUNDLE}.map`, { force: true });
  });

  it('answers a search on plain node', async () => {
    const body = await post(server.base, 'product.search', { pageNo: 1, pageSize: 2 });
    expect(body?.code).toBe(200);
    expect(Array.isArray(body?.data) && body.data.length).toBe(2);
  });

  it('finds its own assets: the docs viewer, the pages’ stylesheet and the sample video', async () => {
    for (const path of ['/docs/viewer.js', '/__mock/assets/mock.css', '/media/videos/tour.mp4']) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.status, path).toBe(200);
      expect((await response.arrayBuffer()).byteLength, path).toBeGreaterThan(100);
    }
  });

  it('draws a PNG picture with the rasteriser it leaves in node_modules', async () => {
    const detail = await post(server.base, 'product.detail', { id: 1 });
    const cover = (detail?.data as { picUrl?: string } | undefined)?.picUrl ?? '';
    expect(cover).toMatch(/\.png$/);
    const response = await fetch(`${server.base}${cover}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });
});
