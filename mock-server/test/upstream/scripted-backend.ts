import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ScriptedAnswer {
  status: number;
  contentType?: string;
  body: string | Buffer;
}

/** A request the backend received; `left` resolves if its connection closes before an answer went out. */
interface Arrival {
  left: Promise<void>;
}

const ENVELOPE_OF_NOTHING = '{"code":200,"message":"ok","data":[]}';

/**
 * A backend in the test's own process that answers whatever the test sets, including what no real
 * backend should (script, foreign statuses), or holds every request open without answering.
 */
export class ScriptedBackend {
  /** What each request gets; null holds it open without an answer. */
  answer: ScriptedAnswer | null = { status: 200, contentType: 'application/json', body: ENVELOPE_OF_NOTHING };
  arrivals = 0;
  private readonly listeners: ((arrival: Arrival) => void)[] = [];
  private readonly server = createServer((request, response) => {
    request.resume();
    this.arrivals += 1;
    const arrival = { left: leftEarly(response) };
    for (const listener of this.listeners.splice(0)) listener(arrival);
    const answer = this.answer;
    if (!answer) return;
    response.writeHead(answer.status, answer.contentType ? { 'content-type': answer.contentType } : {});
    response.end(answer.body);
  });

  static async start(): Promise<ScriptedBackend> {
    const backend = new ScriptedBackend();
    // Idle connections stay open until stop(): closed after Node's 5 s, one could be closed just as the next test's
    // forward reuses it from fetch's pool, which answers ECONNRESET (a busy machine spaces tests about that far apart).
    backend.server.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
    return backend;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves when the next request arrives. */
  nextArrival(): Promise<Arrival> {
    return new Promise((resolve) => this.listeners.push(resolve));
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function leftEarly(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    response.once('close', () => {
      if (!response.writableFinished) resolve();
    });
  });
}
