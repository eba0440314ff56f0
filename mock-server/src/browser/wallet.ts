import { approveWalletPayment, cancelWalletPayment, getWalletPayment, redirectTarget, type WalletPayment } from '../domain/index.js';
import type { BrowserWorld } from './browser-world.js';

/** The wallet payment an approval link's token names, as of the world's clock, or null when there is none. */
export function walletPaymentOf(world: BrowserWorld, token: string): WalletPayment | null {
  world.tick();
  return token ? getWalletPayment(world.state, token) : null;
}

/**
 * Approve pays the order, Cancel leaves it unpaid, as the Node mock's approval page does (http/wallet-page.ts); the
 * move is saved before the address to send the browser back to (on the shop's origin) is returned.
 */
export async function moveWalletPayment(world: BrowserWorld, move: 'approve' | 'cancel', token: string, origin: string): Promise<string> {
  const moved = move === 'approve' ? approveWalletPayment : cancelWalletPayment;
  const { redirectUrl } = moved(world.state, token, world.tick());
  await world.changed();
  return redirectTarget(redirectUrl, origin);
}
