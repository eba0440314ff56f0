import { z } from 'zod';

/**
 * `data` of a call whose answer the screens read only for its code and message (spec §7 "Result used:
 * code" or "message"): any value, so neither the client's drift check nor the pact fails a backend that
 * answers `null`, `{}`, `true` or no `data` at all. The mock answers null.
 */
export const unreadData = () => z.unknown().describe('Not read by the storefront: the code and message are what it uses.');
