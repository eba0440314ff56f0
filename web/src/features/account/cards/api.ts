import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tours/contract';
import { callData } from '../../../api/client';
import { callQueryOptions, invalidateCall } from '../../../api/query';

/** A page of the saved cards (member.bankcard.page). */
export const savedCardsOptions = (pageNo: number) => callQueryOptions('member.bankcard.page', { pageNo });

const reloadCards = (queryClient: ReturnType<typeof useQueryClient>) => invalidateCall(queryClient, 'member.bankcard.page');

/** Deletes a card (member.bankcard.delete); `onSuccess` runs first (closing the confirmation), then the list reloads. */
export function useDeleteCard({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.bankcard.delete'],
    mutationFn: (payload: CallInput<'member.bankcard.delete'>) => callData('member.bankcard.delete', payload),
    onSuccess: async () => {
      onSuccess?.();
      await reloadCards(queryClient);
    },
  });
}

/**
 * Adds a card: bankcard.check first (Luhn and type), then bankcard.add only for a valid number; one command of
 * two calls, so either failure goes through the error policy. Yields whether the number was valid; the list
 * reloads after an add.
 */
export function useAddCard({ onSuccess }: { onSuccess?: (valid: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.bankcard.add'],
    mutationFn: async (payload: CallInput<'member.bankcard.add'>) => {
      const check = await callData('member.bankcard.check', payload);
      const valid = check?.valid !== false;
      if (valid) await callData('member.bankcard.add', payload);
      return valid;
    },
    onSuccess: (valid) => {
      onSuccess?.(valid);
      if (valid) void reloadCards(queryClient);
    },
  });
}
