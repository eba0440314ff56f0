import { OrderStatus } from '@tours/contract';
import { DEFAULT_WORLD } from '@tours/mock-server';
import { DEMO_ACCOUNTS } from '@tours/mock-server/world';
import type { PortRange } from '../port-range.js';
import { count, emptyTally, type Probe, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { demoToken, FORM, form, startMock } from './servers.js';

/** A page on another port of this machine: a loopback Origin, so Host and Origin rules alone let it in. */
const LOCAL_PAGE = { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' };
/** Any website the developer visits while the mock runs. */
const WEBSITE = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
const LINK_FROM_WEBSITE = { 'sec-fetch-site': 'cross-site' };
/** More wrong passwords than the login throttle allows, so an accepted batch would lock the customer out. */
const WRONG_PASSWORDS = 7;

/** What a page can send without a CORS preflight: no body, a form, or text/plain. */
function controlWrites(orderId: number): Probe[] {
  const paths = ['/__mock/reset', '/__mock/reseed', '/__mock/sessions/expire', `/__mock/orders/${orderId}/refund`, '/__mock/clock/advance'];
  return paths.flatMap((path) => [
    { method: 'POST', path, headers: LOCAL_PAGE },
    { method: 'POST', path, headers: { ...LOCAL_PAGE, 'content-type': 'text/plain' }, body: '{"days":30}' },
    { method: 'POST', path, headers: { ...LOCAL_PAGE, ...FORM }, body: 'days=30' },
  ]);
}

function apiWrites(): Probe[] {
  const { email } = DEMO_ACCOUNTS.demo;
  const login = (headers: Record<string, string>): Probe => ({
    method: 'POST',
    path: '/rest/api/verify/login',
    headers: { ...headers, ...FORM },
    body: form({ username: email, password: 'not-the-password' }),
  });
  return [
    ...Array.from({ length: WRONG_PASSWORDS }, () => login(WEBSITE)),
    ...Array.from({ length: WRONG_PASSWORDS }, () => login(LINK_FROM_WEBSITE)),
    { method: 'POST', path: '/rest/api/verify/sendCode', headers: { ...WEBSITE, 'content-type': 'text/plain' }, body: `email=${email}` },
    {
      method: 'POST',
      path: '/rest/api/file/upload',
      headers: { ...WEBSITE, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x--\r\n',
    },
  ];
}

/** Pages elsewhere (another local port, any website) try the writes a form, a link or a no-cors fetch can make. */
export const crossSiteWritesScenario: Scenario = {
  name: 'cross-site writes (control plane from another local page; API from a website)',
  async run(ports: PortRange): Promise<ScenarioResult> {
    const mock = await ports.listen((port) => startMock(port));
    const tally = emptyTally();
    const broken: string[] = [];
    const world = () => mock.app.mock.worlds.get(DEFAULT_WORLD);
    try {
      const booked = world().state.orders.find((order) => order.status === OrderStatus.Booked);
      const before = { clock: world().clockOffsetMs, orders: world().state.orders.length, outbox: world().state.outbox.length };
      for (const probe of [...controlWrites(booked?.id ?? 1), ...apiWrites()]) {
        const answer = await send(mock.port, probe);
        count(tally, probe, answer);
        if (answer.status < 400 && (answer.code === null || answer.code === 200)) {
          broken.push(`${probe.method} ${probe.path} from ${probe.headers.origin ?? 'a cross-site link'} was accepted`);
        }
      }
      const after = world();
      if (booked && after.state.orders.find((order) => order.id === booked.id)?.status !== OrderStatus.Booked)
        broken.push('a booked order was moved');
      if (after.clockOffsetMs !== before.clock) broken.push('the clock was moved');
      if (after.state.outbox.length !== before.outbox) broken.push('an email was sent');
      await demoToken(mock.port).catch((error: unknown) => broken.push(`the customer can no longer log in: ${String(error)}`));
    } finally {
      await mock.close();
    }
    return { tally, broken };
  },
};
