import { afterEach, describe, expect, it } from 'vitest';
import { announceOrderChanged, listenForOrderChanges } from './order-changes';

const CHANNEL = 'tours:orders';

/** Another tab of the shop: its own channel of the same name. */
const opened: BroadcastChannel[] = [];
function anotherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(CHANNEL);
  opened.push(channel);
  return channel;
}

describe('order changes between tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const channel of opened.splice(0)) channel.close();
  });

  it('another tab hears "order 5 changed" when this one announces it', async () => {
    const heard: unknown[] = [];
    anotherTab().onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    announceOrderChanged(5);
    await expect.poll(() => heard).toEqual([{ orderId: 5 }]);
  });

  it('hears the orders other tabs announce, ignoring messages that name no order and its own announcements', async () => {
    const heard: number[] = [];
    stops.push(listenForOrderChanges((orderId) => heard.push(orderId)));
    announceOrderChanged(6);
    const tab = anotherTab();
    tab.postMessage({ orderId: 'all' });
    tab.postMessage('order 6');
    tab.postMessage({ orderId: -1 });
    // Messages arrive in order: once this one is heard, the ones before it were read too.
    tab.postMessage({ orderId: 5 });
    await expect.poll(() => heard).toEqual([5]);
  });

  it('stops hearing once told to stop', async () => {
    const stopped: number[] = [];
    const witness: number[] = [];
    listenForOrderChanges((orderId) => stopped.push(orderId))();
    stops.push(listenForOrderChanges((orderId) => witness.push(orderId)));
    anotherTab().postMessage({ orderId: 6 });
    await expect.poll(() => witness).toEqual([6]);
    expect(stopped).toEqual([]);
  });
});
