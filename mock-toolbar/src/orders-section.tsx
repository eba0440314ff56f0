import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getToken } from '@tours/web/session';
import { BusyButton } from './busy-button';
import { announceMockChange } from './control-api';
import { fill } from './messages';
import { OrderRow } from './order-row';
import { type MockOrder, moveOrder, type OrderMove, ordersQuery, statusLabelKey } from './orders-view';
import { OutcomeText } from './outcome-text';
import { QueryState } from './query-state';
import { useControlAction } from './use-control-action';
import { useMessages } from './use-messages';
import { customerOf, worldFactsQuery } from './world-facts';

/**
 * The orders of the logged-in customer (all orders when no one is, as on the console page, or when the token is
 * unknown to this world), newest first, with the complete and refund moves a merchant's back office would make.
 */
export function OrdersSection() {
  const t = useMessages();
  const token = getToken();
  const orders = useQuery(ordersQuery());
  const facts = useQuery({ ...worldFactsQuery(), enabled: token !== null });
  const { outcome, busy, run } = useControlAction();
  const customer = facts.data ? customerOf(facts.data, token) : null;
  const shown = customer === null ? orders.data : orders.data?.filter((order) => order.userId === customer);

  const onMove = (order: MockOrder, move: OrderMove) =>
    run(async () => {
      const moved = await moveOrder(order.id, move);
      announceMockChange();
      const key = statusLabelKey(moved.status, false);
      return fill(t.orderMoved, { id: moved.id, status: key ? t[key] : moved.statusName });
    });

  return (
    <Stack gap="xs">
      {shown ? (
        <Text size="xs" c="dimmed">
          {customer === null ? t.ordersAll : t.ordersMine}
        </Text>
      ) : null}
      <QueryState query={orders} />
      {shown?.length === 0 ? <Text size="sm">{t.ordersNone}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown?.map((order) => (
          <OrderRow key={order.id} order={order} busy={busy} onMove={onMove} />
        ))}
      </Stack>
      <OutcomeText outcome={outcome} />
      <BusyButton size="xs" variant="default" onClick={() => void orders.refetch()} busy={orders.isFetching} style={{ alignSelf: 'start' }}>
        {t.refresh}
      </BusyButton>
    </Stack>
  );
}
