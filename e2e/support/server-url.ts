/** Set by the global setup (or by you, to reuse a running server: E2E_BASE_URL=http://127.0.0.1:8080). */
export const BASE_URL_ENV = 'E2E_BASE_URL';

export function serverURL(): string {
  const url = process.env[BASE_URL_ENV];
  if (!url) throw new Error(`${BASE_URL_ENV} is not set: run the suite through playwright.config.ts, whose global setup starts the server`);
  return url;
}
