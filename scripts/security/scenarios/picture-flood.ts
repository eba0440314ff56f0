import type { Running } from '../../bench/processes.js';
import { type Fetched, flood } from '../../bench/timed-requests.js';
import type { PortRange } from '../port-range.js';
import { emptyTally, type Tally } from '../probe-http.js';
import { countFetched, statusesOf, watchHealth } from './event-loop-load.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { withMockAndStorefront } from './server-processes.js';

const PER_SECOND = 100;
const SECONDS = 5;

/** An address no seeded record names, new on every request: nothing kept can answer it. */
const madeUpPicture = (n: number) => `/media/probe-made-up/${process.pid}-${n}.png`;

/**
 * What a made-up picture may be answered: 404, since the mock draws only the pictures its seed names; or, while its
 * rasteriser's queue is full, 503 with Retry-After. A drawing (200) is work any client can order without end; any
 * other 5xx is a failure the shop's pages would show as broken pictures.
 */
function faultOf({ response }: Fetched): string | null {
  if (!response) return 'no answer within 20 s';
  if (response.status === 404) return null;
  if (response.status === 503) return response.headers.get('retry-after') ? null : '503 without Retry-After';
  return response.status === 200 ? '200, a picture drawn for an address nothing names' : `${response.status}`;
}

/** One line per kind of fault, with how many answers had it. */
function faultsOf(fetched: Fetched[], where: string): string[] {
  const counted = new Map<string, number>();
  for (const answer of fetched) {
    const fault = faultOf(answer);
    if (fault) counted.set(fault, (counted.get(fault) ?? 0) + 1);
  }
  return [...counted].map(([fault, times]) => `${where}: ${times} of ${fetched.length} made-up pictures answered ${fault}`);
}

/** A flood of made-up PNG addresses at `target`, its liveness check asked meanwhile. */
async function floodOf(target: Running, health: string, what: string, where: string, tally: Tally) {
  const endWatch = watchHealth(`${target.base}${health}`, what);
  const fetched = await flood(target.base, madeUpPicture, PER_SECOND, SECONDS);
  const { figure, broken } = await endWatch();
  countFetched(tally, fetched);
  return { figures: [figure, `${where}: ${statusesOf(fetched)}`], broken: [...broken, ...faultsOf(fetched, where)] };
}

/**
 * A client asks PNGs of made-up addresses, 100 a second for 5 s, through the storefront's `--media-path /media` and then
 * straight at the mock: each is refused (404, or 503 with Retry-After while the rasteriser is busy), and the server's
 * liveness check answers meanwhile. The mock has no `/healthz`: its `GET /__mock/clock` stands in, as cheap an answer.
 */
export const pictureFloodScenario: Scenario = {
  name: `event loop: ${PER_SECOND} made-up /media/…png a second for ${SECONDS} s, through the storefront and at the mock, a liveness check beside`,
  async run(ports: PortRange): Promise<ScenarioResult> {
    return withMockAndStorefront(ports, [], async (storefront, mock) => {
      const tally = emptyTally();
      const through = await floodOf(storefront, '/healthz', "the storefront's /healthz", 'through the storefront', tally);
      const direct = await floodOf(mock, '/__mock/clock', "the mock's /__mock/clock", 'at the mock', tally);
      const broken = [...through.broken, ...direct.broken];
      return { tally, broken, figures: [...through.figures, ...direct.figures] };
    });
  },
};
