import { Button, Stack, Text } from '@mantine/core';
import { getToken } from '@tours/web/session';
import { useCallback, useEffect, useState } from 'react';
import { announceMockChange } from './control-api';
import { fill } from './messages';
import { OrderRow } from './order-row';
import { fetchOrders, type MockOrder, moveOrder, type OrderMove, statusLabelKey } from './orders-view';
import { OutcomeText } from './outcome-text';
import { useAction } from './use-action';
import { useMessages } from './use-messages';
import { customerOf, fetchWorldFacts } from './world-facts';

interface Listing {
  orders: MockOrder[];
  mine: boolean;
}

/**
 * The orders of the logged-in customer (all orders when no one is, or the token is unknown to this world),
 * newest first, with the complete and refund moves a merchant's back office would make.
 */
async function listOrders(): Promise<Listing> {
  const token = getToken();
  const [fetched, facts] = await Promise.all([fetchOrders(), token ? fetchWorldFacts() : null]);
  // The control plane lists by id; the seed's history has older orders with higher ids, so sort by creation.
  const orders = [...fetched].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
  const customer = facts ? customerOf(facts, token) : null;
  return customer === null ? { orders, mine: false } : { orders: orders.filter((order) => order.userId === customer), mine: true };
}

export function OrdersSection() {
  const t = useMessages();
  const [listing, setListing] = useState<Listing | null>(null);
  const { outcome, busy, run } = useAction();

  const reload = useCallback(
    () =>
      run(async () => {
        setListing(await listOrders());
        return '';
      }),
    [run],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the section opens.
  useEffect(() => {
    void reload();
  }, []);

  const onMove = (order: MockOrder, move: OrderMove) =>
    void run(async () => {
      const moved = await moveOrder(order.id, move);
      announceMockChange();
      setListing(await listOrders());
      const key = statusLabelKey(moved.status, false);
      return fill(t.orderMoved, { id: moved.id, status: key ? t[key] : moved.statusName });
    });

  return (
    <Stack gap="xs">
      {listing ? (
        <Text size="xs" c="dimmed">
          {listing.mine ? t.ordersMine : t.ordersAll}
        </Text>
      ) : null}
      {listing?.orders.length === 0 ? <Text size="sm">{t.ordersNone}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {listing?.orders.map((order) => (
          <OrderRow key={order.id} order={order} busy={busy} onMove={onMove} />
        ))}
      </Stack>
      <OutcomeText outcome={outcome?.text ? outcome : null} />
      <Button
        size="xs"
        variant="default"
        onClick={() => void reload()}
        data-disabled={busy || undefined}
        aria-disabled={busy || undefined}
        style={{ alignSelf: 'start' }}
      >
        {t.refresh}
      </Button>
    </Stack>
  );
}
