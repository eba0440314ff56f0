import type { WalletPayment } from '@tours/mock-server/domain';

/** The service worker's file, beside index.html: sw/preview-sw.ts as vite.config.ts builds it. */
export const SERVICE_WORKER_FILE = 'preview-sw.js';

/** The performance mark of the moment the service worker serves the page (main.ts), which tests and the bench wait for. */
export const SERVED_MARK = 'preview:served';

/** The performance mark of the moment the shop has started on the page (main.ts), which the bench waits for. */
export const SHOP_STARTED_MARK = 'preview:shop-started';

/** Where the wallet's approval link points in the preview (payments.ts builds it under the base path). */
export const WALLET_CHECKOUT_PATH = '/mock-paypal/checkout';

/**
 * The messages between the preview's pages and its service worker, which holds the world: the wallet's approval
 * page asks for its payment and moves it; the service worker tells the other tabs when an answer changed the world.
 * Fetches (the API, the control plane, media) need no message: the service worker answers them itself.
 */
export type WalletMove = 'approve' | 'cancel';

export type PageAsk =
  | { kind: 'wallet-view'; token: string }
  | { kind: 'wallet-move'; move: WalletMove; token: string; origin: string }
  /** A page the browser loaded past the service worker (a hard reload) asks to be served by it. */
  | { kind: 'claim' }
  /** The build's files the page loaded before the service worker served it, for the worker to keep. */
  | { kind: 'keep-assets'; urls: string[] }
  /** What the worker has to tell the visitor (a saved world it could not use), once the world is open. */
  | { kind: 'notices' }
  /** Which build the worker is, for the page to tell its own worker from another build's (own-worker.ts). */
  | { kind: 'build' };

export type WorkerAnswer =
  | { kind: 'wallet-view'; payment: WalletPayment | null }
  | { kind: 'wallet-moved'; redirectTo: string }
  | { kind: 'claimed' }
  | { kind: 'kept' }
  | { kind: 'notices'; notices: string[] }
  | { kind: 'build'; build: string }
  | { kind: 'failed'; message: string };

/** Unasked: another tab's answer changed the world, so this tab refetches what it shows. */
export const WORLD_CHANGED = 'tours-preview:world-changed';
