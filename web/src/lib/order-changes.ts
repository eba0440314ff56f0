/**
 * Tabs of this shop tell each other "order N changed" (a payment settled, a refund was asked for), so an order page or
 * My Order left open in another tab reloads that order and the order lists at once instead of showing the old status
 * (api/order-changes.ts does the reloading). BroadcastChannel reaches only same-origin tabs of this browser.
 */
const CHANNEL_NAME = 'tours:orders';

interface OrderChangedMessage {
  orderId: number;
}

/**
 * One channel per tab, both to post and to hear: a channel never hears its own messages, so a tab is not told of what it
 * did itself. Opened on first use and kept for the tab's life; null where the browser has no BroadcastChannel.
 */
let tabChannel: BroadcastChannel | null | undefined;
function channelOfThisTab(): BroadcastChannel | null {
  if (tabChannel === undefined) tabChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return tabChannel;
}

function readOrderId(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('orderId' in data)) return null;
  const { orderId } = data;
  return typeof orderId === 'number' && Number.isInteger(orderId) && orderId > 0 ? orderId : null;
}

/** Says to every other tab of this shop that the order changed. */
export function announceOrderChanged(orderId: number): void {
  channelOfThisTab()?.postMessage({ orderId } satisfies OrderChangedMessage);
}

/** Calls `onChange` with each order another tab announces (a malformed message is ignored); returns the way to stop. */
export function listenForOrderChanges(onChange: (orderId: number) => void): () => void {
  const channel = channelOfThisTab();
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const orderId = readOrderId(event.data);
    if (orderId !== null) onChange(orderId);
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
