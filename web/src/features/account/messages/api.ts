import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageThread } from '@tours/contract';
import { useEffect } from 'react';
import { callData } from '../../../api/client';
import { callQueryOptions, invalidateCall } from '../../../api/query';

/** The person's threads with guides (member.my.message.list). */
export const messageThreadsOptions = () => callQueryOptions('member.my.message.list', {});

/** The first page of one thread's messages (member.my.message.content.list). */
export const messageHistoryOptions = (messageId: number) => callQueryOptions('member.my.message.content.list', { messageId, pageNo: 1 });

/**
 * Sends a message: adds to the thread, or opens it with the first message (content.create) when there is
 * none yet. `onSuccess` runs first (clearing the input), then the thread and the thread list reload.
 */
export function useSendMessage(
  { thread, merchantId }: { thread: MessageThread | undefined; merchantId: number },
  { onSuccess }: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [thread ? 'member.my.message.content.add' : 'member.my.message.content.create'],
    mutationFn: (content: string) =>
      thread
        ? callData('member.my.message.content.add', { messageId: thread.id, content })
        : callData('member.my.message.content.create', { merchantId, content }),
    onSuccess: async () => {
      onSuccess?.();
      await Promise.all([
        invalidateCall(queryClient, 'member.my.message.content.list'),
        invalidateCall(queryClient, 'member.my.message.list'),
      ]);
    },
  });
}

/**
 * Reading a thread marks it read on the server (content.list clears its unread count): once the open thread's history
 * has been read while the list still counts unread messages, the list is asked again, so its badge goes.
 */
export function useThreadListRefreshedOnRead(unread: number, readAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (unread > 0 && readAt > 0) void invalidateCall(queryClient, 'member.my.message.list');
  }, [unread, readAt, queryClient]);
}
