import type { State } from './state.js';

export function completeOrder(_state: State, _orderId: number, _now: Date): void {}
export function refundOrder(_state: State, _orderId: number, _now: Date): void {}
