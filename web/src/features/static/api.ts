import { useQuery } from '@tanstack/react-query';
import { orderDetailOptions } from '../../api/orders';

/**
 * The order of a refund screen opened by its address (a typed URL, a bookmark, another tab), where no order came in
 * the location state: the screen needs its status to know whether a refund can be asked for or shown at all.
 * `needed` is false when Refund or View refund handed the order over, and then nothing is asked.
 */
export function useRefundScreenOrder(id: number, needed: boolean) {
  return useQuery({ ...orderDetailOptions(id), enabled: needed && Number.isInteger(id) && id > 0 });
}
