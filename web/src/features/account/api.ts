import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@tours/contract';
import { messages } from '@tours/contract/rules';
import { callData, upload } from '../../api/client';
import { invalidateMember, memberOptions } from '../../api/member';
import { notifySuccess } from '../../lib/notify';

/**
 * The profile of the account centre (member.info). It can be changed in another tab, so coming back to this one asks
 * again once the answer is stale (the shop's default is not to, app/query-client.ts).
 */
export function useMember() {
  return useQuery({ ...memberOptions(), refetchOnWindowFocus: true });
}

/** Tab 1's save (member.update): '修改成功' (spec §8), then the profile reloads everywhere it is shown. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.update'],
    mutationFn: (payload: CallInput<'member.update'>) => callData('member.update', payload),
    onSuccess: () => {
      notifySuccess(messages.profileUpdated);
      void invalidateMember(queryClient);
    },
  });
}

/** Upload, then save the address as the logo: one command of two calls, either failure through the error policy. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.update', 'logo'],
    mutationFn: async (file: File) => callData('member.update', { logo: await upload(file) }),
    onSuccess: async () => {
      notifySuccess(messages.profileUpdated);
      await invalidateMember(queryClient);
    },
  });
}
