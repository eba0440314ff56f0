import { vi } from 'vitest';

interface ControlRequest {
  method: string;
  /** Path and query below the origin, e.g. '/__mock/outbox/latest-code?email=a%40b.test'. */
  url: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((request: ControlRequest) => { status?: number; body: unknown });

/**
 * A fetch stub for the control plane, answering by 'METHOD /path' (query excluded); an unknown route answers
 * 404 as the control plane would. Records every request with its parsed JSON body. Tests only.
 */
export function stubControlPlane(routes: Record<string, Answer>) {
  const requests: ControlRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request = {
      method,
      url: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { code: 404, message: `no route ${url.pathname}` } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
