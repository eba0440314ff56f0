import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Envelope } from '@tours/contract';
import { callSuccess } from '../../api/client';
import { invalidateOrders } from '../../api/orders';
import { invalidateCall } from '../../api/query';

/**
 * Posts a review (member.product.comment.add) and yields the envelope, whose message is the success toast
 * (spec §8). `onSuccess` runs first; then the order (no longer pending review) and My Review reload.
 */
export function useAddReview({ onSuccess }: { onSuccess?: (body: Envelope<unknown>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.product.comment.add'],
    mutationFn: (payload: CallInput<'member.product.comment.add'>) => callSuccess('member.product.comment.add', payload),
    onSuccess: (body) => {
      onSuccess?.(body);
      void invalidateOrders(queryClient);
      void invalidateCall(queryClient, 'member.product.comment.user.page');
    },
  });
}
