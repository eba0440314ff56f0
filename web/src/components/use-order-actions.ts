import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContactGuide, usePayOrder } from '../api/orders';
import { paths } from '../lib/paths';
import { walletApprovalHref } from '../lib/wallet-link';

/**
 * Pay Now restarts the payment with the wallet (a failure reaches the person through the error policy, spec §8);
 * Contact The Guide sends a first message, then opens the messages tab on that guide.
 */
export function useOrderActions(order: Order) {
  const { t } = useTranslation('orders-shared');
  const navigate = useNavigate();
  const pay = usePayOrder({
    onSuccess: ({ displayContent }) => {
      const href = walletApprovalHref(displayContent);
      if (href) window.location.assign(href);
    },
  });
  const contact = useContactGuide({
    onSuccess: () => navigate(paths.personalCenter.href(6, { id: order.merchantId })),
  });
  const payNow = () =>
    pay.mutate({
      id: order.payOrderId,
      payMode: 'quick',
      returnUrl: `${window.location.origin}${paths.orderInfo.href(order.id, 1)}`,
      cancelUrl: `${window.location.origin}${paths.orderInfo.href(order.id)}`,
    });
  const contactGuide = () => contact.mutate({ merchantId: order.merchantId, content: t('actions.contactMessage', { id: order.id }) });
  return { payNow, contactGuide, paying: pay.isPending, contacting: contact.isPending };
}
