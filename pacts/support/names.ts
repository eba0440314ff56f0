import { join } from 'node:path';

/** Who is pinned to whom: the storefront (consumer) against the REST API (provider). */
export const CONSUMER = 'tour-web';
export const PROVIDER = 'tour-api';

export const PACTS_DIR = join(import.meta.dirname, '..');
export const PACT_FILE = join(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);

/**
 * The token every member interaction sends. A provider's "logged-in customer" state registers it for
 * the demo customer; `npm run pact:verify` swaps it for PACT_PROVIDER_TOKEN against a real backend.
 */
export const EXAMPLE_TOKEN = 'pact0example0token0demo0customer';
/** A token no provider knows: the 201 "session invalid" path. */
export const UNKNOWN_TOKEN = 'pact0expired0token0nobody';

/** The seeded demo login of the mock server (mock-server/README.md); a real backend's states map it to a test account. */
export const DEMO_CUSTOMER = { email: 'demo@tours.test', password: 'Demo1234!' } as const;
