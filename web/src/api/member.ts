import type { QueryClient } from '@tanstack/react-query';
import { callQueryOptions, invalidateCall } from './query';

/**
 * The signed-in person's profile (member.info). Shared: the account centre shows and edits it, checkout
 * prefills the traveller from it; whatever changes the profile reloads it through `invalidateMember`.
 */
export const memberOptions = () => callQueryOptions('member.info', {});

/** Every cached profile answer reloads (on screen at once, elsewhere on the next visit). */
export const invalidateMember = (queryClient: QueryClient) => invalidateCall(queryClient, 'member.info');
