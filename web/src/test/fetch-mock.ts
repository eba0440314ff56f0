import { vi } from 'vitest';

export interface RecordedCall {
  path: string;
  body: string;
}

/**
 * A fetch stub answering by API path (below /rest/api). Records every request so tests can assert
 * the exact form body the page sent.
 */
export function mockApi(answers: Record<string, unknown | ((body: URLSearchParams) => unknown)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/rest\/api/, '');
    const body = typeof init?.body === 'string' ? init.body : url.search.replace(/^\?/, '');
    calls.push({ path, body });
    const answer = answers[path];
    const data = typeof answer === 'function' ? (answer as (b: URLSearchParams) => unknown)(new URLSearchParams(body)) : answer;
    const envelope = answer === undefined ? { code: 404, message: `no answer for ${path}` } : { code: 200, data };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, bodiesOf: (path: string) => calls.filter((c) => c.path === path).map((c) => new URLSearchParams(c.body)) };
}
