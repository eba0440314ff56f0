import { callQueryOptions } from '../../../api/query';
import { type OrderFilterKey, orderPageRequest } from './order-filters';

/** My Order's page of one status tab (trade.order.page); reviews and payments invalidate it (api/orders.ts). */
export const myOrdersOptions = ({ pageNo, filter }: { pageNo: number; filter: OrderFilterKey }) =>
  callQueryOptions('trade.order.page', orderPageRequest(filter, pageNo));
