import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallName } from '@tours/contract';
import { codes } from '@tours/contract/routes';
import { ApiError, failureMessage, isAbort } from '../api/errors';
import type { CallMeta } from '../api/meta';
import { notifyError, notifyFailure } from '../lib/notify';
import { translateForPerson } from '../lib/translate-for-person';

/**
 * Spec §8: failures of these calls are not toasted. Silence means no toast, not a dead page: their
 * screens show the error with Retry like any other (components/query-view.tsx).
 */
const silentCalls: ReadonlySet<string> = new Set<CallName>([
  'trade.order.get-detail',
  'blog.detail',
  'article.detail',
  'member.merchant.detail.check',
  'country',
]);

const isSilent = (key: QueryKey | undefined, meta: CallMeta | undefined) =>
  meta?.silent === true || (typeof key?.[0] === 'string' && silentCalls.has(key[0]));

/** Envelope 201 was handled by the client (token removed, toast, reload to /login); a cancelled request needs no word. */
const alreadyHandled = (error: unknown) => isAbort(error) || (error instanceof ApiError && error.code === codes.sessionInvalid);

/**
 * The one place where a failed command reaches the person: an error toast with the server's message, or a
 * translated reason for a timeout, a network failure or an HTTP error; `meta.errorMessage` replaces the
 * text and `meta.silent` (or a silent call) leaves it to the caller.
 */
function reportCommandFailure(error: unknown, key: QueryKey | undefined, meta: CallMeta | undefined): void {
  if (alreadyHandled(error) || isSilent(key, meta)) return;
  notifyError(meta?.errorMessage ?? failureMessage(error, translateForPerson));
}

/**
 * Spec §8 names the queries whose refusal is toasted: the blog list and the content loads. Every other failed query is
 * said once, where it failed (QueryView, InlineFailure, with Retry): a toast would say the same words a second time.
 */
const toastedQueries: ReadonlySet<string> = new Set<CallName>(['blog.list', 'content.list']);

/**
 * A failed query of spec §8's list toasts the server's message of a non-200 envelope; its screen then shows the failure
 * without repeating those words (wasToasted). Timeouts, network and HTTP errors are not toasted (spec §8: passed to
 * the caller): the screen's QueryView shows every failure with Retry.
 */
function reportQueryFailure(error: unknown, key: QueryKey, meta: CallMeta | undefined): void {
  if (!(error instanceof ApiError) || alreadyHandled(error) || isSilent(key, meta)) return;
  if (typeof key[0] !== 'string' || !toastedQueries.has(key[0])) return;
  notifyFailure(error, meta?.errorMessage ?? failureMessage(error, translateForPerson));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportQueryFailure(error, query.queryKey, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportCommandFailure(error, mutation.options.mutationKey, mutation.meta),
    }),
    defaultOptions: {
      // No automatic retries: a failure shows at once, with a Retry the person presses (QueryView).
      // networkMode 'always': offline, a call fails as a network error instead of pausing, so nothing spins forever.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
