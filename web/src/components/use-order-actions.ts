import type { Order } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContactGuide } from '../api/orders';
import { paths } from '../lib/paths';
import { PAY_PARAM } from '../lib/payment-return';

/**
 * Pay Now opens the order page's choice of card or wallet (`?pay=1`, so My Order leads there too: a
 * declined card or a refused wallet is never a dead end); Contact The Guide sends a first message, then
 * opens the messages tab on that guide.
 */
export function useOrderActions(order: Order) {
  const { t } = useTranslation('orders-shared');
  const navigate = useNavigate();
  const contact = useContactGuide({
    onSuccess: () => navigate(paths.personalCenter.href(6, { id: order.merchantId })),
  });
  const payHref = `${paths.orderInfo.href(order.id)}?${PAY_PARAM}=1`;
  const contactGuide = () => contact.mutate({ merchantId: order.merchantId, content: t('actions.contactMessage', { id: order.id }) });
  return { payHref, contactGuide, contacting: contact.isPending };
}
