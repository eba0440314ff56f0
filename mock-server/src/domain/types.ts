import type { CallData, CallName, CallParsed } from '@tours/contract';
import type { State } from './state.js';
import type { TextLanguage } from './text-language.js';

/**
 * What every handler receives besides its parsed input. The HTTP adapter builds it per request:
 * the world's state, the world's clock reading, and the caller resolved from the token.
 */
export interface CallContext {
  /** The world's whole state: plain JSON data, mutated in place, persisted by the adapter. */
  state: State;
  /** The world's clock (real time plus the control plane's offset). Never call Date.now() in the domain. */
  now: Date;
  /** The caller, resolved from the Authorization token; null for visitors. */
  userId: number | null;
  /** The token as sent, for calls that end a session. */
  token: string | null;
  /** Origin of this server as the client reached it, e.g. http://127.0.0.1:8080, for absolute links. */
  origin: string;
  /**
   * Where the wallet's pages are when the shop is served by another server (the storefront's, in front of the mock):
   * this mock's own listening address, never a request's Host. Absent: they are paths on the shop's origin.
   */
  walletOrigin?: string;
  /** How long a session opened by this call lives (app option sessionTtlMs, flag --session-ttl). */
  sessionTtlMs: number;
  /**
   * The language the request's Accept-Language prefers (the shop sends its interface language on every call): the
   * home's recommended rows are chosen in it, and the emails it causes are written in it. Null when the request sent
   * none: the rows are then English's, and an email follows the customer's saved language instead.
   */
  language: TextLanguage | null;
  /**
   * Keeps an uploaded file within its uploader's quota (null: a visitor) and gives its address. The runtime's storage
   * (files on disk in Node, IndexedDB in the preview), handed in as a port so that file.upload is a handler like any other.
   */
  saveUpload(file: UploadedFile, customer: number | null): Promise<string> | string;
}

/** A file of file.upload as its payload holds it once read (runtime/call-payload.ts): the client's name is for the journal only. */
export interface UploadedFile {
  type: string;
  body: Uint8Array;
  filename: string;
}

type Handler<N extends CallName> = (input: CallParsed<N>, ctx: CallContext) => CallData<N> | Promise<CallData<N>>;

export type Handlers = { [N in CallName]: Handler<N> };
