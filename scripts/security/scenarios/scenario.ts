import type { PortRange } from '../port-range.js';
import type { Tally } from '../probe-http.js';

/**
 * A probe category that needs a stage of its own (a hostile backend, two servers, a state folder, a
 * small disk): it builds it, its servers on ports of `ports`, sends its requests, and says which of
 * the servers' promises it saw broken.
 */
export interface Scenario {
  name: string;
  run(ports: PortRange): Promise<ScenarioResult>;
}

export interface ScenarioResult {
  tally: Tally;
  /** Promises broken: a lost answered write, a script-capable answer, a cross-site write accepted. */
  broken: string[];
  /** Set when this machine cannot stage it (e.g. no tmpfs without root): the reason, printed instead. */
  skipped?: string;
  /** Figures printed under the table: what a loaded server's /healthz took, which statuses a flood met. */
  figures?: string[];
}
