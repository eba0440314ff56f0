import type { CallName } from '@tours/contract';
import { codes } from '@tours/contract';
import { developerRefusal } from '../domain/index.js';
import { parseMockedList, sessionsAreMocked } from './coupled-calls.js';
import { DriftReport } from './drift-report.js';
import { MOCK_PSEUDONYM_PREFIX } from './forward-chain.js';

export interface UpstreamOptions {
  /** Base address of the real backend; `/rest/api/...` is appended as the request came. */
  url: string;
  /** Calls (and `@group`s) the mock answers in every world until a world sets its own list. */
  mockCalls?: readonly string[];
  /** How long a forwarded call may take before the caller gets a 502 envelope. */
  timeoutMs?: number;
}

/** Under the web client's 20 s timeout, so a shopper sees the 502's message and not a bare timeout. */
const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;

/** What one world forwards and what its backend got wrong; dropped with the world (delete, reset, reseed). */
interface WorldRoute {
  mocked: Set<CallName>;
  drift: DriftReport;
  /** Forwarded calls whose answers are saved into the world as overrides (PUT /__mock/record). */
  recording: Set<CallName>;
}

/**
 * The real backend behind the mock server (--upstream): where it is, which calls each world still
 * mocks, and each world's drift report. The default list comes from --mock-calls; PUT /__mock/upstream
 * gives a world its own.
 */
export class Upstream {
  readonly base: URL;
  /** The base as every message shows it (control plane, drift report, start line). */
  readonly address: string;
  readonly timeoutMs: number;
  readonly defaultMocked: ReadonlySet<CallName>;
  /** This server's name in the Via chain of every forwarded request (forward-chain.ts), to recognise one that came back. */
  readonly pseudonym = `${MOCK_PSEUDONYM_PREFIX}${crypto.randomUUID()}`;
  private readonly shutdown = new AbortController();
  private readonly worlds = new Map<string, WorldRoute>();

  constructor(options: UpstreamOptions) {
    this.base = upstreamUrl(options.url);
    this.address = `${this.base.origin}${this.base.pathname}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
    const parsed = parseMockedList(options.mockCalls ?? [], '--mock-calls');
    if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
    this.defaultMocked = parsed.mocked;
  }

  private route(world: string): WorldRoute {
    let route = this.worlds.get(world);
    if (!route) {
      route = { mocked: new Set(this.defaultMocked), drift: new DriftReport(), recording: new Set() };
      this.worlds.set(world, route);
    }
    return route;
  }

  isMocked(world: string, call: CallName): boolean {
    return this.route(world).mocked.has(call);
  }

  /** A forwarded call takes the caller's token only when the backend issued it (coupled-calls.ts). */
  forwardsToken(world: string): boolean {
    return !sessionsAreMocked(this.route(world).mocked);
  }

  mocked(world: string): CallName[] {
    return [...this.route(world).mocked].sort();
  }

  /** Replaces a world's mocked list; a split coupled group is a 400 that says which and why. */
  setMocked(world: string, entries: readonly string[]): void {
    const parsed = parseMockedList(entries);
    if (!parsed.ok) throw developerRefusal(codes.badRequest, `${parsed.field}: ${parsed.message}`, parsed.field);
    this.route(world).mocked = parsed.mocked;
  }

  isRecording(world: string, call: CallName): boolean {
    return this.route(world).recording.has(call);
  }

  recording(world: string): CallName[] {
    return [...this.route(world).recording].sort();
  }

  /** The calls whose forwarded answers a world records from now on (an empty list stops recording). */
  setRecording(world: string, names: readonly CallName[]): void {
    this.route(world).recording = new Set(names);
  }

  drift(world: string): DriftReport {
    return this.route(world).drift;
  }

  forget(world: string): void {
    this.worlds.delete(world);
  }

  /** Aborted when the server closes, so no forwarded call holds the shutdown up while its backend takes its time. */
  get closing(): AbortSignal {
    return this.shutdown.signal;
  }

  close(): void {
    this.shutdown.abort(new Error('this mock server is shutting down'));
  }
}

function upstreamUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--upstream must be an http(s) URL such as https://staging.example.test, got "${text}"`);
  }
  // Every 502 message, /__mock/upstream and the drift report name the backend: a password in its URL would show in each.
  if (url.username || url.password) {
    throw new Error(`--upstream "${url.host}${url.pathname}" must not hold a user name or password (the shop sends its own Authorization)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--upstream must be an http(s) URL, got "${text}"`);
  if (url.search || url.hash) throw new Error(`--upstream takes a base address without query or fragment, got "${text}"`);
  return url;
}
