import type { Order } from '@tours/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { readRefundOrder } from '../../lib/refund-order-state';
import { useRefundScreenOrder } from './api';

/**
 * The order a refund screen is about: the one Refund or View refund handed over in the location state (no call), or,
 * for a screen opened by its address, the route's order from the server. Either way the screen sees the order's real
 * status; an order the customer does not have is the not-found page.
 */
export function WithRefundOrder({ children }: { children: (order: Order) => ReactNode }) {
  const { t } = useTranslation('static');
  const id = Number(useParams().id);
  const handedOver = readRefundOrder(useLocation().state, id);
  const loaded = useRefundScreenOrder(id, handedOver === null);
  if (handedOver) return children(handedOver);
  return (
    <QueryView query={loaded} notFound={t('refundOrder.notFound')}>
      {children}
    </QueryView>
  );
}
