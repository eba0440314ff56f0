import type { WalletPayment } from '../../mock-server/src/domain/index.js';
import { MOCK_CHANGED_EVENT } from '../../web/src/lib/mock-changed';
import type { Numbered, SentRequest, SentResponse, WalletMove, WorldAnswer, WorldAsk } from './world-protocol.js';
import { storeNameFor } from './world-store.js';

/** The page's side of the world worker. Imports nothing of the mock but types: the preview's entry starts it first. */
export class WorldClient {
  private readonly worker = new Worker(new URL('./world-worker.ts', import.meta.url), { type: 'module', name: 'tours-preview-world' });
  private readonly waiting = new Map<number, { resolve: (answer: WorldAnswer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** Resolves when the visitor's world is loaded from IndexedDB, or seeded (the first visit in this browser). */
  readonly opened: Promise<void>;

  constructor(basePath: string) {
    this.worker.onmessage = ({ data }: MessageEvent<Numbered<WorldAnswer>>) => {
      // Another tab changed the world: the shop refetches what it shows, as after a toolbar change.
      if (data.message.kind === 'changed-elsewhere') window.dispatchEvent(new Event(MOCK_CHANGED_EVENT));
      this.waiting.get(data.id)?.resolve(data.message);
      this.waiting.delete(data.id);
    };
    this.worker.onerror = (event) => {
      for (const { reject } of this.waiting.values()) reject(new Error(event.message || 'the world worker failed'));
      this.waiting.clear();
    };
    this.opened = this.ask({ kind: 'open', storeName: storeNameFor(basePath), basePath, now: Date.now() }).then((answer) => {
      expectKind(answer, 'opened');
    });
  }

  private ask(message: WorldAsk, transfer: Transferable[] = []): Promise<WorldAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, message } satisfies Numbered<WorldAsk>, transfer);
    });
  }

  /** The world's answer to a request, or null when the mock has no handler for it. */
  async fetch(request: SentRequest): Promise<SentResponse | null> {
    const answer = await this.ask({ kind: 'fetch', request }, request.body ? [request.body] : []);
    return expectKind(answer, 'response').response;
  }

  async walletPayment(token: string): Promise<WalletPayment | null> {
    return expectKind(await this.ask({ kind: 'wallet-view', token }), 'wallet-view').payment;
  }

  /** Approves or cancels the wallet payment; the address to return the browser to. */
  async moveWallet(move: WalletMove, token: string): Promise<string> {
    return expectKind(await this.ask({ kind: 'wallet-move', move, token, origin: window.location.origin }), 'wallet-moved').redirectTo;
  }
}

function expectKind<K extends WorldAnswer['kind']>(answer: WorldAnswer, kind: K): Extract<WorldAnswer, { kind: K }> {
  if (answer.kind === kind) return answer as Extract<WorldAnswer, { kind: K }>;
  throw new Error(answer.kind === 'failed' ? answer.message : `the world worker answered ${answer.kind}, not ${kind}`);
}
