import { readdirSync } from 'node:fs';
import { OrderStatus } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { allowedMoves, MOVES_FROM, type OrderMove, TEST_CARDS } from '../../src/domain/index.js';
import { packageFile } from '../../src/paths.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
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

describe('GET /__mock/info', () => {
  it('gives each demo login with what it has in this world, and the test cards with their outcome', async () => {
    const app = await build();
    const info = (await app.inject({ url: '/__mock/info' })).json();
    expect(info.demoAccounts.map((a: { email: string }) => a.email)).toEqual(Object.values(DEMO_ACCOUNTS).map((a) => a.email));
    for (const account of info.demoAccounts) {
      expect(Object.keys(account).sort()).toEqual(['email', 'has', 'password']);
      expect(account.has).toMatch(/orders: .*booked/);
    }
    expect(Object.fromEntries(info.testCards.map((c: { name: string; number: string }) => [c.name, c.number]))).toEqual(TEST_CARDS);
  });

  it('counts from the world, so a refund shows at once', async () => {
    const app = await build();
    const demo = () => app.inject({ url: '/__mock/info' }).then((r) => r.json().demoAccounts[0].has as string);
    const before = await demo();
    const state = app.mock.worlds.get('default').state;
    const user = state.users.find((u) => u.email === DEMO_ACCOUNTS.demo.email);
    const booked = state.orders.find((o) => o.userId === user?.id && o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the demo customer has no booked order');
    await app.inject({ method: 'POST', url: `/__mock/orders/${booked.id}/refund`, headers: { 'content-type': 'application/json' } });
    expect(await demo()).not.toBe(before);
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

describe('GET /__mock/', () => {
  it('loads the console as an ES module and serves every module it imports', async () => {
    const app = await build();
    const page = await app.inject({ url: '/__mock/' });
    expect(page.body).toContain('<script src="/__mock/console.js" type="module">');
    const pending = ['console.js'];
    const served = new Set<string>();
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (served.has(name)) continue;
      const script = await app.inject({ url: `/__mock/${name}` });
      expect(script.statusCode, name).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      served.add(name);
      for (const [, imported] of script.body.matchAll(/from '\.\/([\w-]+\.js)'/g)) if (imported) pending.push(imported);
    }
    expect(served.size).toBeGreaterThanOrEqual(4);
  });

  it('labels every input and select of the console', async () => {
    const app = await build();
    const html = (await app.inject({ url: '/__mock/' })).body;
    const ids = [...html.matchAll(/<(?:input|select)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    const inputs = [...html.matchAll(/<(?:input|select)\b/g)];
    expect(ids).toHaveLength(inputs.length);
    for (const id of ids) expect(html.includes(`for="${id}"`) || html.includes(`id="${id}"> `), id).toBe(true);
  });
});

describe('GET /__mock/ (the real backend panel)', () => {
  it('serves every module in the assets folder, so a new one cannot be left out of the SCRIPTS list', async () => {
    const app = await build();
    const modules = readdirSync(packageFile('src/control/assets')).filter((name) => name.endsWith('.js'));
    expect(modules).toContain('console-upstream.js');
    for (const name of modules) expect((await app.inject({ url: `/__mock/${name}` })).statusCode, name).toBe(200);
  });

  it('has the Real backend section, its drift columns, the sentence for a server without one, and a Source column in the journal', async () => {
    const app = await build();
    const html = (await app.inject({ url: '/__mock/' })).body;
    expect(html).toContain('<h2 id="upstream-title">Real backend and drift</h2>');
    expect(html).toContain('Every call is mocked. Start with --upstream &lt;base URL&gt; to forward calls to a real backend');
    expect(html).toContain('No drift: every answer so far matched the contract.');
    const headers = (table: string) => [...table.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1]);
    const drift = html.slice(html.indexOf('id="drift-box"'), html.indexOf('id="drift"'));
    expect(headers(drift)).toEqual(['Call', 'Field', 'Expected', 'Got', 'First seen', 'Count']);
    const journal = html.slice(html.indexOf('id="journal-box"'));
    expect(headers(journal)).toEqual(['Time', 'Call', 'Source', 'Code', 'Message', 'ms', 'Payload']);
  });

  it('has no inline script or event handler, which the page’s CSP would block', async () => {
    const app = await build();
    const html = (await app.inject({ url: '/__mock/' })).body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
