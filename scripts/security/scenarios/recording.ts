import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortRange } from '../port-range.js';
import { count, emptyTally, type Probe, send } from '../probe-http.js';
import type { Scenario, ScenarioResult } from './scenario.js';
import { type Arrival, FORM, form, JSON_BODY, type StandInAnswer, startMock, startStandIn } from './servers.js';

const PASSWORD = 'stand-in-password-7Qx';
const SESSION = 'stand-in-session-token-8f2c';
const API_KEY = 'sk_live_stand_in_4c1d';
const CLIENT_SECRET = 'stand-in-client-secret-9a0b';
/** What only the recorded session's answer holds: a caller who gets it got that person's profile. */
const PROFILE_NAME = 'Recorded Ann of the stand-in backend';
const CATEGORY_NAME = 'Stand-in city tours';

/** What a recording must never keep, each with what it is. */
const SECRETS: [string, string][] = [
  ['the password', PASSWORD],
  ['the session token', SESSION],
  ['the API key', API_KEY],
  ['the client secret', CLIENT_SECRET],
];

/** The calls the scenario asks to record: a login (its request carries a password), a token-only call, a visitor's call. */
const ASKED = ['verify.login', 'member.info', 'category.list'];

const envelope = (body: object): StandInAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A real backend's answers: a session for the password, a profile for the session, and answers with fields named as secrets. */
function realBackendAnswer({ url, headers, body }: Arrival): StandInAnswer {
  const path = url.split('?')[0];
  if (path === '/rest/api/verify/login') {
    const rightPassword = new URLSearchParams(body).get('password') === PASSWORD;
    return envelope(rightPassword ? { code: 200, message: '', data: { token: SESSION } } : { code: 400, message: 'Wrong password' });
  }
  if (path === '/rest/api/member/info') {
    if (headers.authorization !== SESSION) return envelope({ code: 201, message: 'Invalid session' });
    const data = {
      nickname: PROFILE_NAME,
      email: 'ann@stand-in.test',
      apiKey: API_KEY,
      token: SESSION,
      session: { Authorization: headers.authorization, client_secret: CLIENT_SECRET },
    };
    return envelope({ code: 200, message: '', data });
  }
  if (path === '/rest/api/category/list') {
    return envelope({ code: 200, message: '', data: [{ id: 1, name: CATEGORY_NAME, apiKey: API_KEY, token: SESSION }] });
  }
  return envelope({ code: 404, message: `No call ${path}` });
}

const control = (method: string, path: string, body?: object): Probe => ({
  method,
  path,
  headers: JSON_BODY,
  ...(body ? { body: JSON.stringify(body) } : {}),
});
const login: Probe = {
  method: 'POST',
  path: '/rest/api/verify/login',
  headers: FORM,
  body: form({ username: 'ann@stand-in.test', password: PASSWORD }),
};
const memberInfo = (token?: string): Probe => ({
  method: 'POST',
  path: '/rest/api/member/info',
  headers: { ...FORM, ...(token ? { authorization: token } : {}) },
  body: '',
});
const categoryList: Probe = { method: 'POST', path: '/rest/api/category/list', headers: FORM, body: '' };

/** Every file under `dir`, read as text: what a --state-file keeps on disk. */
function filesUnder(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]);
}

const secretsIn = (where: string, text: string) =>
  SECRETS.filter(([, secret]) => text.includes(secret)).map(([what]) => `${where} holds ${what}`);

/** What the PUT /__mock/record answer must say: the login left out with its reason, the other two recorded. */
function recordAnswerFaults(text: string): string[] {
  const view = JSON.parse(text) as { recording?: string[]; notRecorded?: { call: string; why: string }[] };
  const faults: string[] = [];
  if (!view.notRecorded?.some(({ call, why }) => call === 'verify.login' && why.length > 0)) {
    faults.push(`PUT /__mock/record does not name verify.login, whose request carries a password, as not recorded: ${text.slice(0, 200)}`);
  }
  if (view.recording?.includes('verify.login')) faults.push('PUT /__mock/record records verify.login');
  for (const call of ['member.info', 'category.list']) {
    if (!view.recording?.includes(call)) faults.push(`PUT /__mock/record does not record ${call}: ${text.slice(0, 200)}`);
  }
  return faults;
}

/**
 * The mock records a stand-in "real backend" (`--upstream`, `PUT /__mock/record`): a login, whose request carries a
 * password; a member's profile, asked with a token, that echoes the token and holds an API key; a visitor's list with
 * fields named like secrets. The record answer names the login as not recorded; the exported world, the overrides,
 * journal and drift report and the --state-file hold no password, token or key; once the backend is gone, the profile
 * is replayed to its own session only, never to a caller without a token or with another.
 */
export const recordingScenario: Scenario = {
  name: 'recording a real backend (a login, a member profile asked with a token, answers with fields named like secrets)',
  async run(ports: PortRange): Promise<ScenarioResult> {
    const tally = emptyTally();
    const broken: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'probe-recording-'));
    const backend = await startStandIn(ports, realBackendAnswer);
    const upstream = { url: `${backend.origin}/`, timeoutMs: 5_000 };
    const mock = await ports.listen((port) => startMock(port, { upstream, stateFile: join(dir, 'state.json') }));
    const sent = async (probe: Probe) => {
      const answer = await send(mock.port, probe);
      count(tally, probe, answer);
      return answer;
    };
    try {
      broken.push(...recordAnswerFaults((await sent(control('PUT', '/__mock/record', { calls: ASKED }))).text));
      const token = (JSON.parse((await sent(login)).text) as { data?: { token?: string } }).data?.token;
      if (token !== SESSION) broken.push('the login was not forwarded to the backend: nothing was recorded in a session');
      if (!(await sent(memberInfo(SESSION))).text.includes(PROFILE_NAME)) broken.push('member.info was not forwarded with its token');
      await sent(categoryList);
      await sent(control('PUT', '/__mock/record', { calls: [] }));
      // From here on the world answers what it recorded, or the 502 of a backend that cannot be reached.
      await backend.close();

      for (const path of ['/__mock/state', '/__mock/overrides', '/__mock/journal', '/__mock/drift']) {
        const { text } = await sent(control('GET', path));
        broken.push(...secretsIn(`GET ${path}`, text));
        if (path === '/__mock/overrides' && text.includes('"call":"verify.login"')) broken.push('a login was recorded');
      }
      for (const [file, text] of filesUnder(dir)) broken.push(...secretsIn(`the --state-file's ${file}`, text));

      const own = await sent(memberInfo(SESSION));
      if (!own.text.includes(PROFILE_NAME))
        broken.push(`the recorded profile was not replayed to its own session: ${own.text.slice(0, 160)}`);
      broken.push(...secretsIn('the replayed profile', own.text));
      for (const [who, caller] of [
        ['a caller without a token', undefined],
        ['a caller with another token', 'another-session-token'],
      ] as const) {
        if ((await sent(memberInfo(caller))).text.includes(PROFILE_NAME)) broken.push(`${who} got the recorded profile`);
      }
      const list = await sent(categoryList);
      if (!list.text.includes(CATEGORY_NAME)) broken.push(`the recorded category list was not replayed: ${list.text.slice(0, 160)}`);
      broken.push(...secretsIn('the replayed category list', list.text));
    } finally {
      await mock.close();
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return { tally, broken };
  },
};
