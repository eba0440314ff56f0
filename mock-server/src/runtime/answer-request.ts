import { API_PREFIX, type CallDefinition, type CallName, calls, codes, fullPath } from '@tours/contract';
import type { UploadedFile } from '../domain/index.js';
import { DomainError } from '../domain/index.js';
import { type CallWorld, callerOf, dataDrift, runHandler, tokenOf } from './answer-call.js';
import { fieldsOf, payloadOf, readBody } from './call-payload.js';
import { driftRefusal, type EnvelopeBody, JSON_TYPE, success } from './envelope.js';
import { applyFault, type FaultHolder } from './faults.js';
import { inLanguage, requestLanguage } from './message-language.js';
import type { MockAnswer, MockRequest } from './mock-request.js';
import { hasSessionRecording, mergePatch, type OverrideHolder, takeOverride } from './overrides.js';
import { READ_CALLS } from './read-calls.js';
import { sessionKeyOfHeader } from './recording-policy.js';
import { refusalOf } from './refusal.js';

/** What differs between the runtimes that mount the mock (Fastify in Node, MSW in the page). */
export interface MockPorts {
  /** The world's clock: `tick` moves the domain on to now (expiries, completions) and returns it. */
  clock: { now(): Date; tick(): Date };
  /** Keeps an uploaded file within its uploader's quota (null: a visitor) and returns its address. */
  saveUpload(file: UploadedFile, customer: number | null): Promise<string> | string;
  /** Where the shop reached this mock, for absolute links (the wallet's approval page). */
  origin: string;
  /** This mock's own address, where the shop is served by another server (CallContext.walletOrigin). */
  walletOrigin?: string;
  sessionTtlMs: number;
  /** Checks each handler's data against the contract and answers 500 on drift. */
  validateResponses: boolean;
  /** The simulated network's latency, waited before faults. */
  latency?(): Promise<void>;
  /** Saves a write's changes before it is answered, refused or not (a declined card is recorded too). */
  commit?(): Promise<void>;
  /** Told what the request came to, in the mock's own words (the journal's record), and whether an override answered. */
  settled?(record: { payload?: unknown; code: number; message: string; override?: number }): void;
  /** Told of the mock's own bugs (drift, an unexpected error), for the log. */
  logBug?(message: string, detail: Record<string, unknown>): void;
  /** Where the world sends some calls to a real backend instead of answering them (the Node mock's --upstream). */
  forward?: ForwardPort;
}

/** A real backend behind the mock, for the calls a world forwards. */
export interface ForwardPort {
  /** Whether the world sends this call to the backend. */
  forwards(name: CallName): boolean;
  /** Whether the world records this call's answers (it is then always forwarded, so a recording is refreshed). */
  records(name: CallName): boolean;
  /** Before anything waits: refuses a request that would go round a forwarding loop. */
  admit(): void;
  /** The simulated latency of a forwarded call, cut short when no one waits for its answer any more. */
  latency(): Promise<void>;
  /** Sends the request as it came, never parsed (the backend judges it), and gives back the backend's answer. */
  send(name: CallName): Promise<MockAnswer>;
}

export type MockWorld = CallWorld & FaultHolder & OverrideHolder;

const CALL_AT = new Map(Object.values(calls).map((call) => [`${call.method} ${fullPath(call)}`, call.name as CallName]));

/** The call a request names, under any base path (a preview on a sub-path sends /tours-preview/rest/api/...). */
function callOf(request: MockRequest): CallName | undefined {
  const path = pathOf(request.url);
  const start = path.indexOf(`${API_PREFIX}/`);
  // HEAD asks what GET would answer, as Fastify's own HEAD routes do.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return start === -1 ? undefined : CALL_AT.get(`${method} ${path.slice(start)}`);
}

/** The path of an absolute URL, read without parsing the whole of it: this runs for every call. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.search(/[?#]/);
  return url.slice(start, end === -1 ? undefined : end);
}

/**
 * The mock's answer to one /rest/api request, in both runtimes: an envelope with HTTP 200 (404 for a path
 * no call has), its message in the caller's language, and a Date header from the world's clock, as the real
 * backend dates its answers, so the shop's countdowns follow the world.
 */
export async function answerApiRequest(world: MockWorld, request: MockRequest, ports: MockPorts): Promise<MockAnswer> {
  const name = callOf(request);
  if (!name) {
    const path = pathOf(request.url);
    // Said in English whatever the caller asks, as the Node mock's not-found handler: a developer's mistake, not the shop's.
    return json({ code: codes.notFound, message: ['No call', request.method, path].join(' ') }, ports, 404);
  }
  if (ports.forward?.forwards(name)) {
    const replay = ports.forward.records(name) ? undefined : await wholeAnswerOverride(world, calls[name], request);
    if (!replay) return forwardCall(world, name, request, ports.forward, ports);
    const { payload, id, answer } = replay;
    await ports.commit?.();
    ports.settled?.({ payload, code: answer.code, message: answer.message, override: id });
    return json(inLanguage(answer, request.headers.get('accept-language')), ports);
  }
  const journal: CallJournal = { payload: undefined };
  const envelope = await answerCall(world, calls[name], request, ports, journal).catch((error: unknown) => loggedRefusal(error, ports));
  // An override used up is a change of the world even on a read.
  if (!READ_CALLS.has(name) || journal.override !== undefined) await ports.commit?.();
  const { payload, override } = journal;
  ports.settled?.({ payload, code: envelope.code, message: envelope.message, ...(override !== undefined ? { override } : {}) });
  return json(inLanguage(envelope, request.headers.get('accept-language')), ports);
}

/**
 * An override that answers a forwarded call in the backend's place (a recording, replayed after the backend is gone):
 * only a whole answer, since no domain runs to patch. Read only when the world has one for the call.
 */
async function wholeAnswerOverride(world: MockWorld, call: CallDefinition, request: MockRequest) {
  const name = call.name as CallName;
  if (!world.overrides.some((override) => override.call === name && override.answer)) return undefined;
  const read = await readBody(call, request).catch(() => null);
  if (!read) return undefined;
  const payload = sentPayload(call, request, read);
  const override = takeOverride(world, name, payload, { wholeAnswersOnly: true, session: await callerSession(world, name, request) });
  return override?.answer ? { payload, id: override.id, answer: override.answer } : undefined;
}

/** The digest of the caller's token, asked only when the world holds a recording of the call made in a session. */
async function callerSession(world: OverrideHolder, name: CallName, request: MockRequest): Promise<string | null> {
  return hasSessionRecording(world, name) ? sessionKeyOfHeader(request.headers.get('authorization')) : null;
}

/** A request's fields as it sent them, before validation: its query for GET calls, its decoded body otherwise. */
const sentPayload = (call: CallDefinition, request: MockRequest, read: { body: unknown }) =>
  call.encoding === 'query' ? fieldsOf(new URL(request.url).searchParams) : read.body;

/** A forwarded call meets the same latency and faults as a mocked one, so a slow or failing real call can be simulated too. */
async function forwardCall(
  world: MockWorld,
  name: CallName,
  request: MockRequest,
  forward: ForwardPort,
  ports: MockPorts,
): Promise<MockAnswer> {
  try {
    forward.admit();
    await forward.latency();
    await applyFault(world, name);
    return await forward.send(name);
  } catch (error) {
    const refusal = loggedRefusal(error, ports);
    ports.settled?.({ code: refusal.code, message: refusal.message });
    return json(inLanguage(refusal, request.headers.get('accept-language')), ports);
  }
}

/** The envelope of a thrown error; one that is not a domain refusal is the mock's own bug, and goes to the log too. */
function loggedRefusal(error: unknown, ports: MockPorts): EnvelopeBody {
  if (!(error instanceof DomainError)) ports.logBug?.('unexpected error', { err: error });
  return refusalOf(error);
}

/** What the journal keeps of a call: the payload as sent, and the override that answered it. */
interface CallJournal {
  payload: unknown;
  override?: number;
}

/**
 * Order of checks as a real backend's filters: the body, latency and faults, time, session, input, then the call. An
 * override that matches the payload as sent answers after the faults: a whole answer instead of everything after, a
 * patch over the data of a successful call.
 */
async function answerCall(
  world: MockWorld,
  call: CallDefinition,
  request: MockRequest,
  ports: MockPorts,
  journal: CallJournal,
): Promise<EnvelopeBody> {
  const name = call.name as CallName;
  const read = await readBody(call, request);
  journal.payload = sentPayload(call, request, read);
  await ports.latency?.();
  await applyFault(world, name);
  const override = takeOverride(world, name, journal.payload, { session: await callerSession(world, name, request) });
  if (override) journal.override = override.id;
  if (override?.answer) return override.answer;
  const now = ports.clock.tick();
  const token = tokenOf(request.headers.get('authorization'));
  const userId = callerOf(call, world, token, now);
  const payload = await payloadOf(call, request, read);
  journal.payload = journalView(payload, call);
  const { origin, walletOrigin, sessionTtlMs, saveUpload } = ports;
  const language = requestLanguage(request.headers.get('accept-language'));
  const arrival = { name, payload, token, now, origin, ...(walletOrigin ? { walletOrigin } : {}), sessionTtlMs, language, saveUpload };
  let data = await runHandler(world, arrival, userId);
  if (override) data = mergePatch(data, override.patch);
  // A lenient override answers what it was told to, drift and all: it is there to test the shop's drift handling.
  const drift = ports.validateResponses && !override?.lenient ? dataDrift(name, data) : null;
  if (drift) {
    ports.logBug?.('handler data does not match the contract', { call: name, issues: drift.slice(0, 5) });
    return driftRefusal();
  }
  return success(data);
}

/** What the journal shows of a payload: fields as sent, a file by its name, type and size. */
function journalView(payload: unknown, call: CallDefinition): unknown {
  if (call.encoding !== 'multipart') return payload;
  const { file } = payload as { file: UploadedFile };
  return { file: file.filename, type: file.type, bytes: file.body.length };
}

/** The same handler for a runtime that speaks Fetch (MSW in the page): a Request in, a Response out. */
export async function answerFetchRequest(world: MockWorld, request: Request, ports: MockPorts): Promise<Response> {
  const { body, status, headers } = await answerApiRequest(world, request, ports);
  return new Response(body, { status, headers });
}

function json(envelope: EnvelopeBody, ports: MockPorts, status = 200): MockAnswer {
  const headers = { 'content-type': JSON_TYPE, date: ports.clock.now().toUTCString(), vary: 'Accept-Language' };
  return { status, headers, body: JSON.stringify(envelope) };
}
