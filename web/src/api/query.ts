import { type QueryClient, queryOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { CallData, CallInput, CallName } from '@tours/contract';
import { type CallOptions, callData } from './client';

/** Query keys are built here only: `[callName, payload]`. */
export function callQueryKey<N extends CallName>(name: N, payload?: CallInput<N>) {
  return payload === undefined ? ([name] as const) : ([name, payload] as const);
}

export function callQueryOptions<N extends CallName>(name: N, payload: CallInput<N>, options: Omit<CallOptions, 'signal'> = {}) {
  return queryOptions({
    queryKey: [name, payload] as const,
    queryFn: ({ signal }) => callData(name, payload, { ...options, signal }),
  });
}

/** Invalidates every cached answer of a call, whatever its payload. */
export function invalidateCall(queryClient: QueryClient, name: CallName): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: callQueryKey(name) });
}

export function useCallMutation<N extends CallName, TContext = unknown>(
  name: N,
  options: Omit<UseMutationOptions<CallData<N>, Error, CallInput<N>, TContext>, 'mutationFn'> & { callOptions?: CallOptions } = {},
) {
  const { callOptions, ...mutationOptions } = options;
  return useMutation<CallData<N>, Error, CallInput<N>, TContext>({
    mutationKey: [name],
    mutationFn: (payload) => callData(name, payload, callOptions),
    ...mutationOptions,
  });
}
