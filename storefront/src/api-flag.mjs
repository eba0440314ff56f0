// `--api <base URL>` (or `--api=<base URL>`) of the storefront's server, `npm run dev` and `npm start`: the backend the
// shop talks to (web/README.md and mock-server/README.md, "Against a real backend"). The storefront owns it; the scripts
// import it by the package's name, so all three read the flag alike. Plain JS, so the scripts run it without a build.

/**
 * Takes `--api` out of `args` and checks it; every other argument is kept in order, for the mock server.
 * A bad value throws an Error whose message is one line naming the flag. The URL is returned without its
 * trailing slashes, so `<url>/rest/api/...` never has a double slash; a base path is kept.
 * @param {readonly string[]} args
 * @returns {{ api: string | undefined, rest: string[] }}
 */
export function takeApiFlag(args) {
  let api;
  const rest = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--api') {
      const value = args[index + 1];
      // `--api --seed 7` is a forgotten value, not a URL called "--seed".
      api = value === undefined || value.startsWith('--') ? '' : value;
      if (api) index += 1;
    } else if (arg.startsWith('--api=')) {
      api = arg.slice('--api='.length);
    } else {
      rest.push(arg);
    }
  }
  return { api: api === undefined ? undefined : checkApiUrl(api), rest };
}

/**
 * @param {string} value
 * @returns {string}
 */
function checkApiUrl(value) {
  const example = 'e.g. --api https://staging.example.test';
  if (!value) throw new Error(`--api needs the backend's base URL, ${example}`);
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--api "${value}" is not a URL, ${example}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--api "${value}" must be an http:// or https:// URL`);
  // The proxy appends the request's own path and query; a query or fragment here would be lost or misplaced.
  if (url.search || url.hash) throw new Error(`--api "${value}" must be a base URL, without ?query or #fragment`);
  // The app sends its own Authorization header; user:password in the URL could never reach the backend.
  if (url.username || url.password) throw new Error(`--api "${url.host}${url.pathname}" must not hold a user name or password`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * takeApiFlag for a script's own arguments: a bad value ends the process with its one-line message (exit 2).
 * @param {readonly string[]} args
 * @returns {{ api: string | undefined, rest: string[] }}
 */
export function apiFlagOrExit(args) {
  try {
    return takeApiFlag(args);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
