import { Verifier } from '@pact-foundation/pact';
import { EXAMPLE_TOKEN, PACT_FILE, PROVIDER } from './names';

/** The part of the verifier proxy's express request the filter touches. */
interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * Runs inside Pact's verifier proxy before each replayed request. Its body parser turns a form body into
 * an object and forwards that as JSON (https://github.com/pact-foundation/pact-js/issues/884), so the form is encoded back, in the same order,
 * exactly as the pact holds it. With a token, it replaces the example token of a valid session (EXAMPLE_TOKEN) and
 * nothing else: the "unknown token" interaction must reach the provider with its deliberately invalid token.
 */
export function requestFilter(token: string | undefined) {
  return (request: ProxiedRequest, _response: unknown, next: () => void) => {
    const type = request.headers['content-type'];
    const body = request.body;
    if (typeof type === 'string' && type.startsWith(FORM) && typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) {
      const text = new URLSearchParams(body as Record<string, string>).toString();
      request.body = Buffer.from(text);
      request.headers['content-length'] = String(Buffer.byteLength(text));
    }
    if (token && request.headers.authorization === EXAMPLE_TOKEN) request.headers.authorization = token;
    next();
  };
}

export interface VerifyOptions {
  baseUrl: string;
  /** Where to POST provider states ({ state, params, action }); without it states are not set up. */
  statesUrl?: string;
  /** Replaces the example token of every member call (a real backend's test account). */
  token?: string;
  /** Pact files to replay; the committed one by default. */
  pactUrls?: string[];
  /** Publish the result to the Pact Broker of PACT_BROKER_BASE_URL as this provider version. */
  publish?: { brokerUrl: string; providerVersion: string; branch?: string; token?: string; username?: string; password?: string };
}

/** What the verifier is given for these options. */
export function verifierOptions(options: VerifyOptions): ConstructorParameters<typeof Verifier>[0] {
  const { publish } = options;
  return {
    provider: PROVIDER,
    providerBaseUrl: options.baseUrl,
    pactUrls: options.pactUrls ?? [PACT_FILE],
    // Only when given: a key set to undefined would replace the verifier's own state endpoint, and Pact's core would
    // stop at once naming the field. Without it, each state is skipped with a warning and its interaction runs as is.
    ...(options.statesUrl ? { providerStatesSetupUrl: options.statesUrl } : {}),
    requestFilter: requestFilter(options.token),
    logLevel: 'error',
    ...(publish
      ? {
          publishVerificationResult: true,
          pactBrokerUrl: publish.brokerUrl,
          providerVersion: publish.providerVersion,
          providerVersionBranch: publish.branch,
          pactBrokerToken: publish.token,
          pactBrokerUsername: publish.username,
          pactBrokerPassword: publish.password,
        }
      : {}),
  };
}

export function verifyPacts(options: VerifyOptions): Promise<string> {
  return new Verifier(verifierOptions(options)).verifyProvider();
}

/**
 * One line for a failed verification. Pact's core rejects with its whole result as JSON (tens of kilobytes), after the
 * verifier has printed every interaction and its "Failures:" list, so a terminal needs only the count and where to look.
 */
export function failureSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const result = JSON.parse(message) as { errors?: { interaction?: string }[] };
    if (Array.isArray(result.errors)) {
      const failed = result.errors.length;
      return `${failed} interaction${failed === 1 ? '' : 's'} failed verification: see "Failures:" in the report above`;
    }
  } catch {
    // Not Pact's JSON result: a plain message (a provider that is not listening, a pact file that is missing).
  }
  return message;
}
