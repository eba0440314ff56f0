import { http } from 'msw';
import { moveOrder, ORDER_ACTIONS, type OrderAction, orderIdOf, ordersView } from '../runtime/back-office.js';
import { advancedOffset, offsetFor } from '../runtime/clock.js';
import { infoView } from '../runtime/demo-info.js';
import { clearFault, faultInput, sessionExpiredInput, setFault } from '../runtime/faults.js';
import { latestCodeView, outboxView } from '../runtime/outbox.js';
import { parseWith } from '../runtime/parse-with.js';
import { importedState } from '../runtime/state-import.js';
import type { BrowserWorld } from './browser-world.js';
import { controlAnswer } from './control-answer.js';

const at = (path: string) => `*/__mock${path}`;
const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? undefined;
const param = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The control plane the parity test and the preview's toolbar use, with the paths, bodies and answers of
 * src/control (clock, outbox, orders, faults, the 201 switch, reset, state export and import, info); the
 * logic both run is in runtime/. Worlds, reseed, the journal, the console page and upstream stay Node-only.
 */
export function controlHandlers(world: BrowserWorld) {
  // Writes are saved (world.changed) before they are answered.
  const answer = (run: Parameters<typeof controlAnswer>[0], headers?: Parameters<typeof controlAnswer>[1]) =>
    controlAnswer(run, headers, world);
  const clockView = () => ({ world: world.name, now: world.tick().toISOString(), offsetMs: world.clockOffsetMs });
  const faultsView = () => ({ world: world.name, sessionExpired: world.sessionExpired, faults: world.faults });
  const ticked = () => {
    world.tick();
    return world.state;
  };

  return [
    http.get(at('/clock'), answer(clockView)),
    http.post(
      at('/clock/advance'),
      answer(({ body }) => {
        world.clockOffsetMs = advancedOffset(world, body);
        return clockView();
      }),
    ),
    http.post(
      at('/clock/set'),
      answer(({ body }) => {
        world.clockOffsetMs = offsetFor(body);
        return clockView();
      }),
    ),

    http.get(
      at('/outbox'),
      answer(({ request }) => outboxView(ticked(), query(request, 'to'))),
    ),
    http.get(
      at('/outbox/latest-code'),
      answer(({ request }) => latestCodeView(ticked(), query(request, 'email'))),
    ),

    http.get(
      at('/orders'),
      answer(() => ordersView(ticked())),
    ),
    ...(Object.keys(ORDER_ACTIONS) as OrderAction[]).map((action) =>
      http.post(
        at(`/orders/:id/${action}`),
        answer(({ params }) => {
          const id = orderIdOf(params);
          return { world: world.name, ...moveOrder(world.state, action, id, world.tick()) };
        }),
      ),
    ),

    http.get(at('/faults'), answer(faultsView)),
    http.post(
      at('/faults'),
      answer(({ body }) => {
        setFault(world, parseWith(faultInput, body));
        return faultsView();
      }),
    ),
    http.delete(
      at('/faults'),
      answer(() => {
        world.faults = {};
        return faultsView();
      }),
    ),
    http.delete(
      at('/faults/:call'),
      answer(({ params }) => {
        clearFault(world, param(params.call));
        return faultsView();
      }),
    ),
    http.post(
      at('/session-expired'),
      answer(({ body }) => {
        world.sessionExpired = parseWith(sessionExpiredInput, body).enabled;
        return faultsView();
      }),
    ),

    http.post(
      at('/reset'),
      answer(async () => {
        await world.reset();
        return { world: world.name, reset: true };
      }),
    ),
    http.get(
      at('/state'),
      answer(ticked, () => ({ 'content-disposition': `attachment; filename="mock-state-${world.name}.json"` })),
    ),
    ...[http.put, http.post].map((method) =>
      method(
        at('/state'),
        answer(({ body }) => {
          world.state = importedState(body);
          return { world: world.name, imported: true };
        }),
      ),
    ),
    http.get(
      at('/info'),
      answer(() => infoView(world.name, ticked())),
    ),
  ];
}
