import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callQueryOptions, invalidateCall } from '../../api/query';

/** The profile of the account centre (member.info) and a way to reload it after an update. */
export function useMember() {
  const queryClient = useQueryClient();
  const member = useQuery(callQueryOptions('member.info', {}));
  return { member, reload: () => invalidateCall(queryClient, 'member.info') };
}
