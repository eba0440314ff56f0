import type { z } from 'zod';
import { bankcardCalls } from './bankcard.js';
import { catalogCalls } from './catalog.js';
import { contentCalls } from './content.js';
import { favoriteCalls } from './favorite.js';
import { memberCalls } from './member.js';
import { merchantCalls } from './merchant.js';
import { messageCalls } from './message.js';
import { productCalls } from './product.js';
import { reviewCalls } from './review.js';
import { tradeCalls } from './trade.js';
import { verifyCalls } from './verify.js';

/** Every call of spec §7, by name. Everything else (client, routes, pacts, OpenAPI, fuzzing) derives from this. */
export const calls = {
  ...verifyCalls,
  ...memberCalls,
  ...favoriteCalls,
  ...reviewCalls,
  ...messageCalls,
  ...bankcardCalls,
  ...tradeCalls,
  ...productCalls,
  ...catalogCalls,
  ...contentCalls,
  ...merchantCalls,
};

type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a client sends. */
export type CallInput<N extends CallName> = z.input<Calls[N]['request']>;
/** What the server holds after parsing: numbers coerced, defaults applied. */
export type CallParsed<N extends CallName> = z.output<Calls[N]['request']>;
/** The envelope's `data` of a successful answer. */
export type CallData<N extends CallName> = z.output<Calls[N]['data']>;

export const callNames = Object.keys(calls) as CallName[];
