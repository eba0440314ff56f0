import type { PortRange } from '../port-range.js';
import { count, emptyTally, type Probe, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { FORM, type RunningMock, startMock } from './servers.js';

const REQUESTS = 5;
/** The shop's request, one forward to the other server, and that server's refusal to forward it back. */
const HOPS_ALLOWED = 2;
const ANSWER_WITHIN_MS = 10_000;

/** Counts the /rest/api requests a server receives, whoever sends them. */
function countArrivals(mock: RunningMock): () => number {
  let arrivals = 0;
  mock.app.server.on('request', (request: { url?: string }) => {
    if (request.url?.startsWith('/rest/api/')) arrivals += 1;
  });
  return () => arrivals;
}

/** Two mock servers whose --upstream points at each other: every request must end, after at most two hops. */
export const forwardingLoopScenario: Scenario = {
  name: 'forwarding loop (two mock servers forwarding to each other)',
  async run(ports: PortRange): Promise<ScenarioResult> {
    const [portA, portB] = [await ports.free(), await ports.free()];
    const a = await startMock(portA, { upstream: { url: `http://127.0.0.1:${portB}/`, timeoutMs: 5_000 } });
    const b = await startMock(portB, { upstream: { url: `http://127.0.0.1:${portA}/`, timeoutMs: 5_000 } });
    const arrivals = [countArrivals(a), countArrivals(b)];
    const tally = emptyTally();
    const broken: string[] = [];
    try {
      for (let i = 0; i < REQUESTS; i += 1) {
        const probe: Probe = { method: 'POST', path: '/rest/api/category/list', headers: FORM, body: '' };
        const started = performance.now();
        const answer = await send(portA, probe);
        count(tally, probe, answer);
        const ms = performance.now() - started;
        if (ms > ANSWER_WITHIN_MS) broken.push(`request ${i + 1} took ${Math.round(ms)} ms`);
        if (answer.code === null) broken.push(`request ${i + 1} was answered without an envelope: ${answer.text.slice(0, 120)}`);
      }
      // Let any request still bouncing between them arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const total = arrivals.reduce((sum, read) => sum + read(), 0);
      if (total > REQUESTS * (HOPS_ALLOWED + 1)) {
        broken.push(`${REQUESTS} requests made ${total} arrivals (at most ${REQUESTS * (HOPS_ALLOWED + 1)} allowed)`);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    return { tally, broken };
  },
};
