import type { CallName } from '@tours/contract';
import { callRoutes } from '@tours/contract/routes';

/**
 * The registry's call names, in its order: what faults and overrides accept as `call`. Read from the zod-free routes,
 * not `callNames` of the registry, so the page's toolbar does not carry every call's schemas.
 */
export const CALL_NAMES = Object.keys(callRoutes) as CallName[];
