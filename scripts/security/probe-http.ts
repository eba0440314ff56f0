import { Agent, request } from 'node:http';
import { codes } from '@tours/contract';

/** One request of the probe, as node:http sends it: the path is sent as is, never normalised. */
export interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  status: number;
  /** The envelope's code under /rest/api, else null. */
  code: number | null;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface Tally {
  sent: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  firstError?: string;
}

export const emptyTally = (): Tally => ({ sent: 0, accepted: 0, refused: 0, serverErrors: 0 });

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export function send(port: number, probe: Probe): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { accept: 'application/json', ...probe.headers };
    if (probe.body !== undefined && headers['content-length'] === undefined)
      headers['content-length'] = String(Buffer.byteLength(probe.body));
    const outgoing = request({ host: '127.0.0.1', port, method: probe.method, path: probe.path, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, code: envelopeCode(probe.path, text), headers: incoming.headers, text });
      });
    });
    // A connection the server closes early (an over-long body it refused) counts as a refusal, not a crash.
    outgoing.on('error', (error) => resolve({ status: 499, code: null, headers: {}, text: error.message }));
    if (probe.body !== undefined) outgoing.write(probe.body);
    outgoing.end();
  });
}

export function closeProbeConnections(): void {
  agent.destroy();
}

function envelopeCode(path: string, text: string): number | null {
  if (!path.startsWith('/rest/api')) return null;
  try {
    const code: unknown = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Refusals of the 5xx family that say what is wrong outside the request and that nothing was done: a
 * backend's unusable answer (502), a world whose files are damaged (503), a full disk (507).
 */
const STATED_REFUSALS = new Set<number>([codes.badGateway, codes.unavailable, codes.insufficientStorage]);
const isServerError = (code: number) => code >= 500 && !STATED_REFUSALS.has(code);

/** Counts one answer. A 5xx is an HTTP status or envelope code of 500 and up that is not a stated refusal: a bug. */
export function count(tally: Tally, probe: Probe, answer: Answer): void {
  tally.sent += 1;
  if (isServerError(answer.status) || isServerError(answer.code ?? 0)) {
    tally.serverErrors += 1;
    tally.firstError ??= `${probe.method} ${probe.path.slice(0, 120)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
  } else if (answer.status >= 400 || (answer.code !== null && answer.code !== codes.success)) tally.refused += 1;
  else tally.accepted += 1;
}
