import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrderStatus } from '@tours/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { builtConsoleDir } from '../../src/control/console.js';
import { allowedMoves, MOVES_FROM, type OrderMove } from '../../src/domain/index.js';
import { build, callRequest } from '../helper.js';

interface ListedOrder {
  id: number;
  status: number;
  statusName: string;
  moves: OrderMove[];
}

describe('GET /__mock/orders', () => {
  it('names every status from the contract and offers only the moves the domain allows', async () => {
    const app = await build();
    const { orders } = (await app.inject({ url: '/__mock/orders' })).json<{ orders: ListedOrder[] }>();
    const names = Object.fromEntries(Object.entries(OrderStatus).map(([name, value]) => [value, name]));
    for (const order of orders) {
      expect(order.statusName.startsWith(`${names[order.status]} (${order.status})`), order.statusName).toBe(true);
      expect(order.moves).toEqual(allowedMoves(order.status));
    }
  });

  it.each(
    Object.entries(OrderStatus).flatMap(([name, status]) =>
      (Object.keys(MOVES_FROM) as OrderMove[]).map((move) => [name, status, move] as const),
    ),
  )('a %s order (%i): the domain takes "%s" exactly when the console offers it', async (_name, status, move) => {
    const app = await build();
    const order = app.mock.worlds.get('default').state.orders.find((o) => o.status === status && !o.closed);
    if (!order) throw new Error(`the seed has no open order in status ${status}`);
    const response = await app.inject({
      method: 'POST',
      url: `/__mock/orders/${order.id}/${move}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode === 200).toBe(allowedMoves(status).includes(move));
    if (response.statusCode === 200) expect(response.json().statusName).toMatch(/^(Completed|Refund) /);
  });
});

describe('GET /__mock/journal?page=', () => {
  it('pages the requests newest first and counts them all', async () => {
    const app = await build();
    for (let id = 1; id <= 25; id++) await app.inject(callRequest('article.detail', { id }));
    const first = (await app.inject({ url: '/__mock/journal?page=1&pageSize=20' })).json();
    expect(first).toMatchObject({ total: 25, page: 1, pages: 2, pageSize: 20 });
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0].payload).toMatchObject({ id: '25' });
    const second = (await app.inject({ url: '/__mock/journal?page=2&pageSize=20' })).json();
    expect(second.entries).toHaveLength(5);
    expect(second.entries[4].payload).toMatchObject({ id: '1' });
    expect((await app.inject({ url: '/__mock/journal?page=9' })).json().page).toBe(2);
    expect((await app.inject({ url: '/__mock/journal' })).json().entries).toHaveLength(25);
    expect((await app.inject({ url: '/__mock/journal?page=0' })).statusCode).toBe(400);
  });
});

describe('GET /__mock/ (the console page)', () => {
  /** A console built elsewhere: what `npm run build:console` writes, in small. */
  function builtConsole(): string {
    const dir = mkdtempSync(join(tmpdir(), 'console-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/__mock/console/assets/index-abc.js"></script></head><body><div id="mock-console"></div></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
    return dir;
  }

  it('serves the built page, under a CSP that runs only scripts of this server, and its hashed files for a year', async () => {
    const app = await build({ consoleDir: builtConsole() });
    const page = await app.inject({ url: '/__mock/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const [, script] = /src="(\/__mock\/console\/assets\/[^"]+)"/.exec(page.body) ?? [];
    if (!script) throw new Error('the page names no script');
    const file = await app.inject({ url: script });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('javascript');
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('answers a short page naming the command that builds it when the console has not been built, never a 500', async () => {
    const app = await build({ consoleDir: join(tmpdir(), 'no-console-here') });
    const page = await app.inject({ url: '/__mock/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('npm run build:console');
    expect((await app.inject({ url: '/__mock/console/assets/index-abc.js' })).statusCode).toBe(404);
  });

  it('serves only built files by name: no other folder, no path', async () => {
    const app = await build({ consoleDir: builtConsole() });
    for (const url of ['/__mock/console/assets/..%2Findex.html', '/__mock/console/assets/%2E%2E', '/__mock/console/assets/index.html']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('refuses the page to another site, as the rest of the control plane', async () => {
    const app = await build({ consoleDir: builtConsole() });
    const page = await app.inject({ url: '/__mock/', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(page.statusCode).toBe(403);
  });

  it('finds the built page in the declared @tours/mock-toolbar package by default', () => {
    expect(builtConsoleDir()).toBe(fileURLToPath(new URL('../../../mock-toolbar/dist/console', import.meta.url)));
  });
});
