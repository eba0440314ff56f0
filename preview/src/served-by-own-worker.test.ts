import { describe, expect, it } from 'vitest';
import type { OwnWorker } from './own-worker';
import { ForeignWorkerError, type PageRegistration, type PageWorker, type PageWorkers, servedByOwnWorker } from './served-by-own-worker';

const ORIGIN = 'https://preview.example';
const SCOPE = `${ORIGIN}/tours-preview/`;
const PAGE = `${SCOPE}productList`;
const OWN: OwnWorker = { scriptURL: `${SCOPE}preview-sw.js`, build: 'this build' };
/** A script a neighbour put at the origin's root, whose folder is every scope of the origin. */
const NEIGHBOUR_SCRIPT = `${ORIGIN}/neighbour-sw.js`;

class FakeWorker extends EventTarget implements PageWorker {
  state: ServiceWorkerState = 'installing';
  constructor(
    readonly scriptURL: string,
    readonly build: string,
    readonly registration: FakeRegistration,
  ) {
    super();
  }

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration implements PageRegistration<FakeWorker> {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  constructor(
    private readonly browser: FakeBrowser,
    readonly scope: string,
  ) {}

  update(): Promise<void> {
    return this.browser.update(this);
  }
}

/**
 * An origin's service workers as Chromium keeps them, reduced to what the page meets: registrations by scope, the page's
 * controller (the closest scope's active worker), and workers that, like the preview's and the neighbour's, skip
 * waiting and claim every page they are the closest match of as they activate. The host serves a build at each address.
 */
class FakeBrowser extends EventTarget implements PageWorkers<FakeWorker> {
  controller: FakeWorker | null = null;
  private readonly registrations = new Map<string, FakeRegistration>();
  readonly host = new Map<string, string>([
    [OWN.scriptURL, OWN.build],
    [NEIGHBOUR_SCRIPT, 'the neighbour’s'],
  ]);
  /** Every question the page put, and to which worker. */
  readonly asked: { question: 'build' | 'claim'; scriptURL: string; build: string }[] = [];
  readonly asks = {
    build: async (worker: FakeWorker) => {
      this.asked.push({ question: 'build', scriptURL: worker.scriptURL, build: worker.build });
      return { kind: 'build', build: worker.build };
    },
    claim: async (worker: FakeWorker) => {
      this.asked.push({ question: 'claim', scriptURL: worker.scriptURL, build: worker.build });
      this.claim(worker);
      return { kind: 'claimed' };
    },
  };

  async register(scriptURL: string, options: RegistrationOptions): Promise<FakeRegistration> {
    const scope = new URL(options.scope ?? './', scriptURL).href;
    const registration = this.registrations.get(scope) ?? new FakeRegistration(this, scope);
    this.registrations.set(scope, registration);
    const newest = registration.installing ?? registration.waiting ?? registration.active;
    if (newest?.scriptURL !== scriptURL) this.install(registration, scriptURL);
    return registration;
  }

  async update(registration: FakeRegistration): Promise<void> {
    const active = registration.active;
    if (active && this.host.get(active.scriptURL) !== active.build) this.install(registration, active.scriptURL);
  }

  async getRegistration(clientURL: string): Promise<FakeRegistration | undefined> {
    return this.closest(clientURL);
  }

  unregister(scope: string): void {
    this.registrations.delete(scope);
  }

  /** A new load of the page: the closest registration's active worker serves it, or none (a hard reload). */
  load({ hard = false } = {}): void {
    this.controller = hard ? null : (this.closest(PAGE)?.active ?? null);
  }

  /** A page of the origin registers a script over a scope, and its worker activates. */
  async registered(scriptURL: string, scope: string): Promise<FakeRegistration> {
    const registration = await this.register(scriptURL, { scope });
    while (registration.installing) await new Promise((resolve) => setTimeout(resolve));
    return registration;
  }

  private install(registration: FakeRegistration, scriptURL: string): void {
    const worker = new FakeWorker(scriptURL, this.host.get(scriptURL) ?? 'none', registration);
    registration.installing = worker;
    // Later, as in a browser: the script runs, installs, skips waiting, activates and claims.
    setTimeout(() => {
      if (registration.installing !== worker) return;
      registration.installing = null;
      registration.active?.moveTo('redundant');
      registration.active = worker;
      worker.moveTo('activated');
      this.claim(worker);
    });
  }

  private claim(worker: FakeWorker): void {
    if (this.closest(PAGE) !== worker.registration || this.controller === worker) return;
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }

  private closest(url: string): FakeRegistration | undefined {
    const matching = [...this.registrations.values()].filter((registration) => url.startsWith(registration.scope));
    return matching.sort((a, b) => b.scope.length - a.scope.length)[0];
  }
}

const served = (browser: FakeBrowser) => servedByOwnWorker(browser, OWN, '/tours-preview/', PAGE, browser.asks);

/** A browser where the preview was opened before: its worker is registered, active and serving the page. */
async function visitedBefore(): Promise<FakeBrowser> {
  const browser = new FakeBrowser();
  await browser.registered(OWN.scriptURL, SCOPE);
  return browser;
}

const refusalOf = (serving: Promise<unknown>) =>
  serving.then(
    () => ({ refused: false }),
    (error: unknown) => (error instanceof ForeignWorkerError ? { refused: true, reason: error.reason } : { refused: false, error }),
  );

const servedByOwn = (browser: FakeBrowser) => ({ scriptURL: browser.controller?.scriptURL, build: browser.controller?.build });

describe('servedByOwnWorker', () => {
  it('waits on a first visit until the build’s worker installs and serves the page', async () => {
    const browser = new FakeBrowser();
    browser.load();
    expect(await served(browser)).toBeNull();
    expect(servedByOwn(browser)).toEqual(OWN);
  });

  it('goes on at once on a repeat visit served by the build’s own worker', async () => {
    const browser = await visitedBefore();
    browser.load();
    const ownWorker = browser.controller;
    expect(await served(browser)).toBeNull();
    expect(browser.controller).toBe(ownWorker);
  });

  it('has the build’s active worker claim a page loaded past it (a hard reload)', async () => {
    const browser = await visitedBefore();
    browser.load({ hard: true });
    expect(await served(browser)).toBeNull();
    expect(servedByOwn(browser)).toEqual(OWN);
  });

  it('takes the page back from a neighbour’s worker over the whole origin, after the neighbour unregistered the preview’s', async () => {
    const browser = await visitedBefore();
    browser.unregister(SCOPE);
    await browser.registered(NEIGHBOUR_SCRIPT, `${ORIGIN}/`);
    browser.load();
    expect(browser.controller?.scriptURL).toBe(NEIGHBOUR_SCRIPT);

    expect(await served(browser)).toBe('other-script');
    expect(servedByOwn(browser)).toEqual(OWN);
    expect(browser.asked.map((question) => question.scriptURL)).not.toContain(NEIGHBOUR_SCRIPT);
  });

  it('takes the scope back from a neighbour’s script registered over it', async () => {
    const browser = await visitedBefore();
    await browser.registered(NEIGHBOUR_SCRIPT, SCOPE);
    browser.load();
    expect(browser.controller?.scriptURL).toBe(NEIGHBOUR_SCRIPT);

    expect(await served(browser)).toBe('other-script');
    expect(servedByOwn(browser)).toEqual(OWN);
    expect(browser.asked.map((question) => question.scriptURL)).not.toContain(NEIGHBOUR_SCRIPT);
  });

  it('replaces an older build’s worker at the build’s address with this build’s', async () => {
    const browser = new FakeBrowser();
    browser.host.set(OWN.scriptURL, 'an older build');
    await browser.registered(OWN.scriptURL, SCOPE);
    browser.host.set(OWN.scriptURL, OWN.build);
    browser.load();

    expect(await served(browser)).toBe('other-build');
    expect(servedByOwn(browser)).toEqual(OWN);
  });

  it('refuses when the host’s worker at the build’s address is another build’s, and asks that worker nothing but its build', async () => {
    const browser = new FakeBrowser();
    browser.host.set(OWN.scriptURL, 'another build');
    browser.load();

    expect(await refusalOf(served(browser))).toEqual({ refused: true, reason: 'other-build' });
    expect(browser.asked.map((question) => question.question)).not.toContain('claim');
  });

  it('refuses a page that a neighbour’s registration of a scope inside the preview’s serves, and asks that worker nothing', async () => {
    const browser = await visitedBefore();
    await browser.registered(NEIGHBOUR_SCRIPT, PAGE);
    browser.load();
    expect(browser.controller?.scriptURL).toBe(NEIGHBOUR_SCRIPT);

    expect(await refusalOf(served(browser))).toEqual({ refused: true, reason: 'other-script' });
    expect(browser.asked.map((question) => question.scriptURL)).not.toContain(NEIGHBOUR_SCRIPT);
  });
});
