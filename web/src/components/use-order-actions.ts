import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callData } from '../api/client';
import { paths } from '../lib/paths';
import { walletApprovalHref } from '../lib/wallet-link';

/**
 * Pay Now restarts the payment with the wallet (a failure shows the server's message, spec §8);
 * Contact The Guide sends a first message, then opens the messages tab on that guide.
 */
export function useOrderActions(order: Order) {
  const { t } = useTranslation('orders-shared');
  const navigate = useNavigate();
  const payNow = async () => {
    try {
      const { displayContent } = await callData('trade.order.pay.submit', {
        id: order.payOrderId,
        payMode: 'quick',
        returnUrl: `${window.location.origin}${paths.orderInfo.href(order.id, 1)}`,
        cancelUrl: `${window.location.origin}${paths.orderInfo.href(order.id)}`,
      });
      const href = walletApprovalHref(displayContent);
      if (href) window.location.assign(href);
    } catch {
      // The client toasted the server's message.
    }
  };
  const contactGuide = async () => {
    try {
      await callData('member.my.message.content.create', {
        merchantId: order.merchantId,
        content: t('actions.contactMessage', { id: order.id }),
      });
      navigate(paths.personalCenter.href(6, { id: order.merchantId }));
    } catch {
      // The client toasted the server's message.
    }
  };
  return { payNow, contactGuide };
}
