// `--port <web>` and `--mock-port <mock>` of `npm run dev`: where Vite listens and where the mock server listens (and
// so where Vite's proxy sends /rest/api, /__mock, ...). Parsed apart from the script that spawns processes, so a
// test can cover it.
import { createServer } from 'node:net';

export const DEFAULT_MOCK_PORT = 8080;

/**
 * @param {string} flag
 * @param {string | undefined} value
 * @returns {number}
 */
function portOf(flag, value) {
  const port = Number(value);
  if (value === undefined || value === '' || value.startsWith('--') || !Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${flag} needs a port number from 1 to 65535, e.g. ${flag} ${flag === '--port' ? 5174 : 8081}`);
  return port;
}

/**
 * Takes `--port` and `--mock-port` (either as `--flag n` or `--flag=n`) out of `args`; every other argument is kept in
 * order. A bad value throws an Error whose message is one line naming the flag.
 * @param {readonly string[]} args
 * @returns {{ webPort: number | undefined, mockPort: number | undefined, rest: string[] }}
 */
export function takePortFlags(args) {
  /** @type {Record<string, number | undefined>} */
  const ports = { '--port': undefined, '--mock-port': undefined };
  const rest = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!(name in ports)) {
      rest.push(arg);
      continue;
    }
    if (inline !== undefined) ports[name] = portOf(name, inline);
    else {
      ports[name] = portOf(name, args[index + 1]);
      index += 1;
    }
  }
  return { webPort: ports['--port'], mockPort: ports['--mock-port'], rest };
}

/**
 * Whether nothing listens on host:port (127.0.0.1 unless said). The mock server runs under `tsx watch`, which keeps
 * waiting for a change when the server fails to listen: without this check Vite would proxy to whatever holds the port
 * (another `npm start`) and the developer would see someone else's data.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** How far apart the pairs of ports are that a busy port's message suggests, and how many it tries. */
const SUGGESTION_STEP = 10;
const SUGGESTIONS_TRIED = 20;

/**
 * The first port after `port`, in steps of ten, that is free on `host` with the one after it free on 127.0.0.1: what
 * `npm start -- --port <n>` needs, since the mock takes the next port. Undefined when none of the twenty tried is.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<number | undefined>}
 */
export async function freePairAfter(port, host = '127.0.0.1') {
  for (let candidate = port + SUGGESTION_STEP; candidate < port + SUGGESTION_STEP * (SUGGESTIONS_TRIED + 1); candidate += SUGGESTION_STEP) {
    if (candidate + 1 > 65_535) return undefined;
    if ((await portIsFree(candidate, host)) && (await portIsFree(candidate + 1))) return candidate;
  }
  return undefined;
}
