import { bankcardHandlers } from './calls/bankcard.js';
import { contentHandlers } from './calls/content.js';
import { favoriteHandlers } from './calls/favorite.js';
import { memberHandlers } from './calls/member.js';
import { merchantHandlers } from './calls/merchant.js';
import { messageHandlers } from './calls/message.js';
import { productHandlers } from './calls/product.js';
import { referenceHandlers } from './calls/reference.js';
import { reviewHandlers } from './calls/review.js';
import { tradeHandlers } from './calls/trade.js';
import { verifyHandlers } from './calls/verify.js';
import type { Handlers } from './types.js';

/**
 * One handler per registry call (file.upload's storage is a port of its context). Each area file checks only that its keys are
 * calls and its handlers fit them; the set is checked here, once, so a call without a handler fails the typecheck.
 */
export const handlers = {
  ...verifyHandlers,
  ...memberHandlers,
  ...favoriteHandlers,
  ...reviewHandlers,
  ...messageHandlers,
  ...bankcardHandlers,
  ...tradeHandlers,
  ...productHandlers,
  ...referenceHandlers,
  ...contentHandlers,
  ...merchantHandlers,
} satisfies Handlers;
