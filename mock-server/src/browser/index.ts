export { shiftDays } from '../world/shift-days.js';
export { answerBrowserRequest, isMockAddress } from './answer-browser-request.js';
export { BrowserWorld, freshSnapshot, type Seeder, type WorldSnapshot } from './browser-world.js';
export { checkedSnapshot } from './snapshot-check.js';
export { moveWalletPayment, walletPaymentOf } from './wallet.js';
