import { type ForeignReason, type OwnWorker, type WorkerVerdict, workerVerdict } from './own-worker';

/** What the page reads of a service worker (a `ServiceWorker` in the browser). */
export interface PageWorker extends EventTarget {
  readonly scriptURL: string;
  readonly state: ServiceWorkerState;
}

/** What the page reads of a registration (a `ServiceWorkerRegistration`). */
export interface PageRegistration<W extends PageWorker> {
  readonly scope: string;
  readonly installing: W | null;
  readonly waiting: W | null;
  readonly active: W | null;
  update(): Promise<unknown>;
}

/** The origin's service workers as a page sees them (`navigator.serviceWorker`): its controller, `controllerchange`. */
export interface PageWorkers<W extends PageWorker> extends EventTarget {
  readonly controller: W | null;
  register(scriptURL: string, options: RegistrationOptions): Promise<PageRegistration<W>>;
  getRegistration(clientURL: string): Promise<PageRegistration<W> | undefined>;
}

/** The two questions the page puts to a worker (preview-protocol.ts), each answered on a port of its own. */
export interface WorkerAsks<W extends PageWorker> {
  build(worker: W): Promise<unknown>;
  claim(worker: W): Promise<unknown>;
}

/** The page is served, or would be, by a worker that is not the build's own, and its own could not take the page back. */
export class ForeignWorkerError extends Error {
  constructor(readonly reason: ForeignReason) {
    super(`a service worker that is not this preview's own serves this page (${reason}), and the preview could not take it back`);
    this.name = 'ForeignWorkerError';
  }
}

/** Resolves once a worker is past installing: activated, or redundant (it failed, or a newer one replaced it). */
function settled(worker: PageWorker): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

async function activeOnceSettled<W extends PageWorker>(registration: PageRegistration<W>): Promise<W | null> {
  const incoming = registration.installing ?? registration.waiting;
  if (incoming) await settled(incoming);
  return registration.active;
}

/**
 * Resolves when the build's own worker serves this page, with what served it before when that was another worker (the
 * page then tells the person if it was a neighbour's), or null. The page never asks a worker at another address
 * anything, and the shop starts only after this resolves, so none of the world's calls goes to a foreign worker.
 *
 * The build's worker takes its scope back the ways browsers allow: registering its script over the scope again replaces
 * another script a neighbour registered there; a new registration of the scope wins the page from a neighbour's wider
 * one; an update replaces another build's worker at the build's address. It then claims the page. A neighbour's
 * registration of a scope inside the preview's is the page's closer match, and no claim takes a page from it: the page
 * throws ForeignWorkerError then, as when the host's script is not this build's.
 */
export async function servedByOwnWorker<W extends PageWorker>(
  workers: PageWorkers<W>,
  own: OwnWorker,
  scope: string,
  pageURL: string,
  asks: WorkerAsks<W>,
): Promise<ForeignReason | null> {
  const verdictOn = (worker: W) => workerVerdict(worker, own, asks.build);
  const controllerVerdict = async (): Promise<WorkerVerdict> => {
    const controller = workers.controller;
    return controller ? verdictOn(controller) : { own: false, reason: 'other-script' };
  };
  // A repeat visit is served from its first byte; register() still looks for a newer preview meanwhile.
  const registered = workers.register(own.scriptURL, { scope });
  const before = workers.controller ? await verdictOn(workers.controller) : null;
  if (before?.own) {
    registered.catch((error: unknown) => console.warn('The preview could not look for a newer version of itself:', error));
    return null;
  }

  const registration = await registered;
  let active = await activeOnceSettled(registration);
  let activeVerdict = active ? await verdictOn(active) : null;
  if (!activeVerdict?.own) {
    await registration.update().catch(() => {});
    active = await activeOnceSettled(registration);
    activeVerdict = active ? await verdictOn(active) : null;
  }
  if (!active || !activeVerdict) throw new Error('the preview’s service worker did not install');
  if (!activeVerdict.own) throw new ForeignWorkerError(activeVerdict.reason);

  if (!(await controllerVerdict()).own) {
    const closest = await workers.getRegistration(pageURL);
    if (closest?.scope !== registration.scope) throw new ForeignWorkerError('other-script');
    // A first visit's worker claims the page as it activates; a hard reload, which loads past it, and a page a
    // neighbour's worker served are claimed on request. The change may reach the page after the answer.
    const changed = new Promise<void>((resolve) => workers.addEventListener('controllerchange', () => resolve(), { once: true }));
    await asks.claim(active);
    if (!(await controllerVerdict()).own) await changed;
    const after = await controllerVerdict();
    if (!after.own) throw new ForeignWorkerError(after.reason);
  }
  return before ? before.reason : null;
}
