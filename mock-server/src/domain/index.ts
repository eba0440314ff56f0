/**
 * The mock server's pure domain core: no Fastify, nothing Node-only, no seed and no faker (seeded worlds
 * come from ../world). The HTTP adapter uses only this and ../world.
 */

export { allowedMoves, completeOrder, MOVES_FROM, type OrderMove, refundOrder } from './backoffice.js';
export { latestCode } from './codes.js';
export { badRequest, conflict, DomainError, developerRefusal, notFound, sessionInvalid } from './errors.js';
export { handlers } from './handlers.js';
export { checkInvariants } from './invariants.js';
export {
  approveWalletPayment,
  cancelWalletPayment,
  captureWalletPayment,
  getWalletPayment,
  TEST_CARDS,
  viewPayment,
  type WalletPayment,
} from './payments.js';
export { redirectTarget } from './return-url.js';
export { DEFAULT_SESSION_TTL_MS, expireSessions, newSession, resolveToken } from './sessions.js';
export type * from './state.js';
export type { TextLanguage } from './text-language.js';
export { tick } from './tick.js';
export type * from './types.js';
