import { Box, LoadingOverlay } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useOrderChangesFromOtherTabs } from '../../api/order-changes';
import { orderDetailOptions } from '../../api/orders';
import { QueryView } from '../../components/query-view';
import { announceOrderChanged } from '../../lib/order-changes';
import { PAY_PARAM, PAYMENT_CANCELLED, PAYMENT_PARAM, readPaymentFailure } from '../../lib/payment-return';
import { orderPollInterval } from './order-poll';
import { OrderView } from './order-view';

/**
 * /orderInfo/:id. With type=1 (back from paying) a loading overlay and a poll every 3 s until
 * payStatus is truthy; the poll stops when paid or when the page unmounts (spec §4). `?pay=1` opens Pay
 * Now's choice of card or wallet; `?payment=cancelled` (back from the wallet's Cancel) says so.
 * The page also learns what happened elsewhere: it polls while the order can still change (order-poll.ts), reloads
 * the order whenever the tab is shown again, and hears the other tabs of this shop (lib/order-changes.ts), which it
 * tells in turn once a payment made here is seen settled.
 */
export function OrderDetailPage() {
  const { t } = useTranslation(['orders', 'orders-shared']);
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const returning = search.get('type') === '1';
  const [successClosed, setSuccessClosed] = useState(false);
  const detail = useQuery({
    ...orderDetailOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => orderPollInterval(query.state.data, returning),
    // The shop's default is off (app/query-client.ts); an order is paid or refunded in other tabs and by the back
    // office, so coming back to this tab asks again, however fresh the answer.
    refetchOnWindowFocus: 'always',
  });
  useOrderChangesFromOtherTabs();
  const paid = Boolean(detail.data?.payStatus);
  const waiting = returning && !paid;
  useEffect(() => {
    if (returning && paid) announceOrderChanged(id);
  }, [returning, paid, id]);
  const closePayDialog = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAY_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <QueryView
      query={detail}
      notFound={t('notFound')}
      loading={
        returning ? (
          <Box pos="relative" mih={320}>
            <LoadingOverlay visible data-testid="payment-overlay" aria-label={t('waiting')} />
          </Box>
        ) : undefined
      }
    >
      {(order) => (
        <OrderView
          order={order}
          waiting={waiting}
          success={{ opened: returning && Boolean(order.payStatus) && !successClosed, onClose: () => setSuccessClosed(true) }}
          failure={readPaymentFailure(location.state)}
          cancelled={search.get(PAYMENT_PARAM) === PAYMENT_CANCELLED}
          pay={{ opened: search.get(PAY_PARAM) === '1', onClose: closePayDialog }}
        />
      )}
    </QueryView>
  );
}
