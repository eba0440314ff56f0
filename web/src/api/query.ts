import { type QueryClient, type QueryKey, queryOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { CallData, CallInput, CallName, Envelope } from '@tours/contract';
import { acceptLanguage } from '../lib/localize-message';
import type { Language } from '../lib/preferences';
import { callData, callSuccess } from './client';

/**
 * Query keys are built here only: `[callName, payload]`, or `[callName, payload, language]` for an answer chosen by
 * language (callQueryOptions); the error policy reads the call's name from them.
 */
function callQueryKey<N extends CallName>(name: N, payload?: CallInput<N>) {
  return payload === undefined ? ([name] as const) : ([name, payload] as const);
}

/**
 * A call as a query. `language` is for a call whose answer the backend chooses by the reader's language, not only its
 * messages: it is the key's third part and the Accept-Language the call is asked in, so the two always agree.
 */
export function callQueryOptions<N extends CallName>(name: N, payload: CallInput<N>, { language }: { language?: Language } = {}) {
  const headers = language === undefined ? undefined : { 'Accept-Language': acceptLanguage(language) };
  return queryOptions({
    queryKey: language === undefined ? [name, payload] : [name, payload, language],
    queryFn: ({ signal }) => callData(name, payload, { signal, ...(headers ? { headers } : {}) }),
  });
}

/**
 * A call known by its query key alone (a first screen's, lib/first-screen.ts), asked as the key names it. `headers`: what
 * a server adds for its visitor (the visit's cookies and language); the browser's client adds the chosen language itself.
 */
export function keyedCallQuery(queryKey: QueryKey, headers?: Record<string, string>) {
  const [name, payload] = queryKey as readonly [CallName, CallInput<CallName>];
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => callData(name, payload, { signal, ...(headers ? { headers } : {}) }),
  };
}

/** Invalidates every cached answer of a call, whatever its payload. */
export function invalidateCall(queryClient: QueryClient, name: CallName): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: callQueryKey(name) });
}

type CallMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn' | 'mutationKey'
>;

/**
 * A command: one call as a mutation keyed `[callName]`. Its failure reaches the person through the error
 * policy (app/query-client.ts), so callers only say what happens on success.
 */
export function useCallMutation<N extends CallName, TContext = unknown>(
  name: N,
  options: CallMutationOptions<CallData<N>, CallInput<N>, TContext> = {},
) {
  return useMutation<CallData<N>, Error, CallInput<N>, TContext>({
    mutationKey: [name],
    mutationFn: (payload) => callData(name, payload),
    ...options,
  });
}

/** A command whose success message matters (spec §8: "server success messages on submits"): yields the envelope. */
export function useCallEnvelopeMutation<N extends CallName, TContext = unknown>(
  name: N,
  options: CallMutationOptions<Envelope<CallData<N>>, CallInput<N>, TContext> = {},
) {
  return useMutation<Envelope<CallData<N>>, Error, CallInput<N>, TContext>({
    mutationKey: [name],
    mutationFn: (payload) => callSuccess(name, payload),
    ...options,
  });
}
