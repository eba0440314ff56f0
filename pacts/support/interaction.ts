import { MatchersV3, type PactV3, type V3Request } from '@pact-foundation/pact';
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import { type CallData, type CallInput, type CallName, calls, codes, type Envelope, encodeRequest, fullPath } from '@tours/contract';
import { call, configureApiBaseUrl } from '@tours/web/api-client';
import { clearToken, setToken } from '@tours/web/session';

const { regex, string } = MatchersV3;

interface ProviderState {
  description: string;
  parameters?: JsonMap;
}

/** A refusal the spec names: 201 (session invalid) exactly, or any code but 200 with a message. */
type Refusal = 'sessionInvalid' | 'refused';

export interface PactExample<N extends CallName> {
  call: N;
  /** What the storefront is doing, e.g. 'a search by every filter'; the interaction reads "<call>: <scenario>". */
  scenario: string;
  states: readonly ProviderState[];
  payload: CallInput<N>;
  /** Sent as the Authorization header, as the client sends the stored token. */
  token?: string;
  /** Matchers for `data` of a success (see shapeOf); ignored for a refusal. */
  data?: unknown;
  /** The spec shows the server's message for this call, so a success must carry one. */
  message?: boolean;
  refusal?: Refusal;
  /** The refusal's example message, what a provider would say here (matched by type only): read by whoever reads the pact. */
  refusedWith?: string;
  /** For file.upload: the file the client sends, and where Pact finds the same bytes. */
  upload?: { file: File; path: string };
}

const MULTIPART_BOUNDARY = 'pact-tour-web-boundary';

/**
 * Any whole code but 200 (success) and 201 (the session is invalid: the shop logs the customer out, so a refusal must
 * never be one): 0, -1, 99, 202, 409, 2000 and a backend's own 1008002000 alike, since the shop reads every other code
 * as a refusal and shows its message. Written without look-around so that any verifier's regex engine reads it.
 */
export const NOT_SUCCESS = '^(-?[0-9]{1,2}|-[0-9]{3,}|[013-9][0-9]{2}|2[1-9][0-9]|20[2-9]|[1-9][0-9]{3,})$';
/**
 * A regex matcher over a JSON number: Pact's core matches a non-string against the regex by its text,
 * and `MatchersV3.regex` only takes string examples, so the matcher is written out.
 */
const nonSuccessCode = { 'pact:matcher:type': 'regex', regex: NOT_SUCCESS, value: codes.conflict };

function envelopeFor<N extends CallName>(example: PactExample<N>) {
  if (example.refusal === 'sessionInvalid') return { code: codes.sessionInvalid, message: string('Please log in again') };
  if (example.refusal === 'refused') return { code: nonSuccessCode, message: string(example.refusedWith ?? 'The request was refused') };
  // No `data` key when the screen reads none: `data: null` exactly would fail a backend that answers `{}` or omits it.
  return {
    code: codes.success,
    ...(example.message ? { message: string('Success') } : {}),
    ...(example.data === undefined ? {} : { data: example.data }),
  };
}

/**
 * The Accept-Language the client sends on every call in the shop's default language (web/src/lib/localize-message.ts):
 * the backend answers its messages in it, so verifying the pact puts the header to the backend too.
 */
const SHOP_LANGUAGE = 'en';

/** The request exactly as the web client encodes it: the same encodeRequest, so the two cannot drift. */
function requestFor<N extends CallName>(example: PactExample<N>): V3Request {
  const definition = calls[example.call];
  const encoded = encodeRequest(definition, fullPath(definition), example.payload);
  const headers: Record<string, string> = { ...encoded.init.headers, 'Accept-Language': SHOP_LANGUAGE };
  if (example.token) headers.Authorization = example.token;
  const url = new URL(encoded.url, 'http://127.0.0.1');
  const query = Object.fromEntries(url.searchParams);
  const request: V3Request = { method: encoded.init.method, path: url.pathname, headers };
  if (Object.keys(query).length > 0) request.query = query;
  if (typeof encoded.init.body === 'string') {
    request.body = definition.encoding === 'json' ? JSON.parse(encoded.init.body) : encoded.init.body;
  }
  return request;
}

/**
 * How many times an interaction is pinned again when Pact says its request never came although the client got the
 * answer. Pact's mock server records a match on another task after it has answered, so on a busy machine
 * executeTest can read the record first (https://github.com/pact-foundation/pact-core-mock-server/issues/13).
 */
const UNRECORDED_MATCH_RETRIES = 2;

/**
 * Registers one interaction and drives the real web client (`call`) against Pact's mock server, so the
 * pact holds what the storefront really sends. Returns the envelope the client handed back.
 */
export async function pinCall<N extends CallName>(pact: PactV3, example: PactExample<N>): Promise<Envelope<CallData<N>>> {
  for (let attempt = 0; ; attempt += 1) {
    const answered = { yes: false };
    try {
      return checkedExample(example, await pinOnce(pact, example, answered));
    } catch (error) {
      const unrecorded = answered.yes && String(error).includes('expected but not received');
      if (!unrecorded || attempt === UNRECORDED_MATCH_RETRIES) throw error;
    }
  }
}

async function pinOnce<N extends CallName>(
  pact: PactV3,
  example: PactExample<N>,
  answered: { yes: boolean },
): Promise<Envelope<CallData<N>> | undefined> {
  for (const state of example.states) pact.given(state.description, state.parameters);
  pact.uponReceiving(`${example.call}: ${example.scenario}`);
  const request = requestFor(example);
  // A fixed boundary keeps the recorded body the same on every run; the client's own is random and
  // matched by the Content-Type pattern Pact records with it.
  if (example.upload)
    pact.withRequestMultipartFileUpload(request, example.upload.file.type, example.upload.path, 'file', MULTIPART_BOUNDARY);
  else pact.withRequest(request);
  pact.willRespondWith({
    status: 200,
    headers: { 'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8') },
    body: envelopeFor(example),
  });
  return pact.executeTest(async (server) => {
    configureApiBaseUrl(server.url);
    if (example.token) setToken(example.token);
    else clearToken();
    const answer = await call(example.call, example.upload ? ({ file: example.upload.file } as CallInput<N>) : example.payload);
    answered.yes = true;
    return answer;
  });
}

/** The envelope the client handed back, which must be a valid answer itself: it is what the storefront sees in the test. */
function checkedExample<N extends CallName>(example: PactExample<N>, result: Envelope<CallData<N>> | undefined): Envelope<CallData<N>> {
  if (!result) throw new Error(`${example.call}: the client returned nothing`);
  const checked = result.code === codes.success ? calls[example.call].data.safeParse(result.data ?? null) : null;
  if (checked?.error) throw new Error(`${example.call}: the example data breaks the contract: ${checked.error.message}`);
  return result;
}
