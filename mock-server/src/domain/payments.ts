import type { State } from './state.js';

export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002', slow: '4000000000000259' } as const;
export interface WalletPayment {
  orderId: number;
  amount: number;
  currencyInco: string;
  returnUrl: string;
  cancelUrl: string;
  status: string;
}
export function getWalletPayment(_state: State, _paymentToken: string): WalletPayment | null {
  return null;
}
export function approveWalletPayment(_state: State, _paymentToken: string, _now: Date): { redirectUrl: string } {
  return { redirectUrl: '' };
}
export function cancelWalletPayment(_state: State, _paymentToken: string, _now: Date): { redirectUrl: string } {
  return { redirectUrl: '' };
}
