import type { PortRange } from '../port-range.js';
import { type Answer, count, emptyTally, type Probe, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { FORM, form, type StandIn, type StandInAnswer, startMock, startStandIn } from './servers.js';

interface HostileAnswer extends StandInAnswer {
  name: string;
}

const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/__mock/state").then((r)=>r.text()).then(alert)</script></svg>';
const DRIFTING_LIST = JSON.stringify({
  code: 200,
  message: 'ok',
  data: Array.from({ length: 150_000 }, (_, i) => ({ id: `${i}`, name: 9 })),
});

/** What a compromised or broken backend answers, in turn, one per request. */
const HOSTILE_ANSWERS: HostileAnswer[] = [
  { name: 'an SVG with a script', status: 200, headers: { 'content-type': 'image/svg+xml' }, body: SCRIPT_SVG },
  { name: 'HTML with a script', status: 200, headers: { 'content-type': 'text/html' }, body: '<script>alert(localStorage.token)</script>' },
  { name: 'a script labelled JSON', status: 200, headers: { 'content-type': 'application/json' }, body: '<script>alert(1)</script>' },
  { name: 'JavaScript', status: 200, headers: { 'content-type': 'text/javascript' }, body: 'alert(document.cookie)' },
  { name: 'no content type', status: 200, headers: {}, body: '<html><script>alert(1)</script></html>' },
  { name: 'an envelope as text/plain', status: 200, headers: { 'content-type': 'text/plain' }, body: '{"code":200,"data":[]}' },
  { name: 'status 999', status: 999, headers: { 'content-type': 'application/json' }, body: '{"code":200,"data":[]}' },
  { name: 'a redirect elsewhere', status: 302, headers: { location: 'http://evil.example/' }, body: '' },
  {
    name: 'an envelope with hostile headers',
    status: 200,
    headers: {
      'content-type': 'application/json',
      'set-cookie': 'mock-world=evil; Path=/',
      'access-control-allow-origin': '*',
      'content-security-policy': "script-src 'unsafe-inline'",
    },
    body: '{"code":200,"message":"ok","data":[]}',
  },
  { name: 'a drifting 3 MB list', status: 200, headers: { 'content-type': 'application/json' }, body: DRIFTING_LIST },
  {
    name: 'an answer cut off',
    status: 200,
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
    body: '{"code":',
    cutOff: true,
  },
];

/** Calls the shop makes anonymously, so every answer above reaches a shopper's browser unless the mock stops it. */
const FORWARDED_CALLS: Probe[] = [
  { method: 'POST', path: '/rest/api/category/list', headers: FORM, body: '' },
  { method: 'POST', path: '/rest/api/product/search', headers: FORM, body: form({ pageNo: '1', pageSize: '10' }) },
  { method: 'POST', path: '/rest/api/verify/login', headers: FORM, body: form({ username: 'a@b.test', password: 'x' }) },
];

/** Each answer above in turn, one per forwarded call. */
function hostileBackend(ports: PortRange): Promise<StandIn> {
  let turn = 0;
  const nothing: StandInAnswer = { status: 200, headers: {}, body: '' };
  return startStandIn(ports, () => HOSTILE_ANSWERS[Math.floor(turn++ / FORWARDED_CALLS.length) % HOSTILE_ANSWERS.length] ?? nothing);
}

/** What an answer under /rest/api must be whatever the backend sent: JSON that no browser will run. */
function unsafeParts(answer: Answer): string[] {
  const faults: string[] = [];
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) faults.push(`Content-Type ${type || 'missing'}`);
  if (answer.headers['x-content-type-options'] !== 'nosniff') faults.push('no nosniff');
  if (!String(answer.headers['content-security-policy'] ?? '').includes('sandbox')) faults.push('no sandboxing CSP');
  if (answer.headers['access-control-allow-origin'] !== undefined) faults.push("the backend's CORS header");
  if (String(answer.headers['set-cookie'] ?? '').includes('mock-world=evil')) faults.push("the backend's cookie");
  if (answer.code === null) faults.push('not an envelope');
  return faults;
}

/** A backend answering script, foreign statuses and hostile headers: each answer must reach the shop as a JSON envelope. */
export const hostileBackendScenario: Scenario = {
  name: 'hostile backend (--upstream answers script, status 999, hostile headers, cut-offs)',
  async run(ports: PortRange): Promise<ScenarioResult> {
    const backend = await hostileBackend(ports);
    const mock = await ports.listen((port) => startMock(port, { upstream: { url: `${backend.origin}/`, timeoutMs: 5_000 } }));
    const tally = emptyTally();
    const broken: string[] = [];
    try {
      for (const hostile of HOSTILE_ANSWERS) {
        for (const probe of FORWARDED_CALLS) {
          const answer = await send(mock.port, probe);
          count(tally, probe, answer);
          const faults = unsafeParts(answer);
          if (faults.length > 0) broken.push(`${hostile.name} to ${probe.path}: ${faults.join(', ')}`);
        }
      }
    } finally {
      await mock.close();
      await backend.close();
    }
    return { tally, broken };
  },
};
