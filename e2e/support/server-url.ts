import { webDist } from '@tours/web/folders';

/**
 * Set by the global setup (or by you, to reuse running servers): the shop as visitors reach it (the storefront's
 * server, E2E_BASE_URL=http://127.0.0.1:3000) and the mock backend behind it, whose control plane the tests drive
 * (E2E_MOCK_URL=http://127.0.0.1:8080).
 */
export const BASE_URL_ENV = 'E2E_BASE_URL';
export const MOCK_URL_ENV = 'E2E_MOCK_URL';
/** The run's private copy of the web build, for a test that starts a storefront of its own. */
export const WEB_DIST_ENV = 'E2E_WEB_DIST';

function fromEnvironment(name: string): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run the suite through playwright.config.ts, whose global setup starts the servers`);
  return url;
}

/** The shop's pages and its /rest/api, as a visitor's browser reaches them. */
export const serverURL = (): string => fromEnvironment(BASE_URL_ENV);

/** The mock backend itself: its control plane (/__mock), and its API for a test's own calls. */
export const mockURL = (): string => fromEnvironment(MOCK_URL_ENV);

/** The web build the run's storefront serves; a reused server (E2E_BASE_URL given) leaves the repository's own. */
export const webDistURL = (): string => process.env[WEB_DIST_ENV] ?? webDist;
