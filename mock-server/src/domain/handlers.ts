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

/** One handler per registry call except file.upload (I/O, in the adapter); the type enforces the set. */
export const handlers: Handlers = {
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
};
