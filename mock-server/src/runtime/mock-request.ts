/**
 * The part of a Fetch Request the handler reads. MSW hands it a real Request; the Node mock hands it a view over
 * Fastify's request (http/mock-request.ts), since building a Request and a Response for every call costs more than
 * the mock's own work on it (docs/benchmarks.md, throughput).
 */
export interface MockRequest {
  readonly method: string;
  /** Absolute, with the query as sent. */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  formData(): Promise<FormData>;
}

/** The answer as the parts of a Response: MSW wraps them in one (answerFetchRequest), Fastify sends them as they are. */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  /** Text for the mock's own answers; bytes as they came for a forwarded one. */
  body: string | Uint8Array<ArrayBuffer>;
}
