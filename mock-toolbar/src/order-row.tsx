import { Badge, Group, Stack, Text } from '@mantine/core';
import { BusyButton } from './busy-button';
import { fill } from './messages';
import { type MockOrder, movesOf, type OrderMove, statusLabelKey } from './orders-view';
import { useMessages } from './use-messages';

interface OrderRowProps {
  order: MockOrder;
  busy: boolean;
  onMove: (order: MockOrder, move: OrderMove) => void;
}

/** One order with its status and a button per back-office move the control plane offers for that status. */
export function OrderRow({ order, busy, onMove }: OrderRowProps) {
  const t = useMessages();
  const labelKey = statusLabelKey(order.status, order.closed);
  const moveLabel = { complete: t.moveComplete, refund: t.moveRefund };
  const line = fill(t.orderLine, {
    id: order.id,
    email: order.email,
    price: `${order.currencyInco}${order.payPrice}`,
    created: order.createTime.slice(0, 16),
  });
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {labelKey ? t[labelKey] : order.statusName}
        </Badge>
        <Text size="sm">{line}</Text>
      </Group>
      {movesOf(order).length > 0 ? (
        <Group gap="xs">
          {movesOf(order).map((move) => (
            <BusyButton
              key={move}
              size="compact-xs"
              variant="default"
              busy={busy}
              aria-label={`${moveLabel[move]} · ${line}`}
              onClick={() => onMove(order, move)}
            >
              {moveLabel[move]}
            </BusyButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
