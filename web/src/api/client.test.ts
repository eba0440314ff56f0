import { notifications } from '@mantine/notifications';
import { REQUEST_TIMEOUT_MS, STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showCarriedError } from '../lib/notify';
import { ApiError, call, callData, callSuccess, configureApiBaseUrl, TimeoutError, upload } from './client';
import { getDriftReports } from './drift';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), clean: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const assignMock = vi.fn();

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign: assignMock });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  assignMock.mockReset();
  vi.mocked(notifications.show).mockReset();
});

describe('call: encoding', () => {
  it('sends a form body in the registry field order, arrays comma-joined, empty fields left out', async () => {
    answer({ code: 200, data: [] });
    await call('product.search', {
      orderBy: 'adultPrice+DESC',
      keyword: 'tea',
      categoryIds: [3, 4],
      pageSize: 10,
      pageNo: 2,
      cityIds: [],
      priceMin: undefined,
      recommendHot: true,
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/rest/api/product/search');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(headers.Accept).toBe('application/json');
    expect(init.body).toBe('pageNo=2&pageSize=10&cityIds=&categoryIds=3%2C4&keyword=tea&orderBy=adultPrice%2BDESC&recommendHot=true');
  });

  it('sends an empty form body for a call without payload', async () => {
    answer({ code: 200, data: [] });
    await call('category.list', {});
    expect(lastRequest().init.body).toBe('');
  });

  it('puts GET payloads in the query string', async () => {
    answer({ code: 200, data: null });
    await call('verify.sendCode', { account: 'a@b.co' });
    const { url, init } = lastRequest();
    expect(url).toBe('/rest/api/verify/sendCode?account=a%40b.co');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends the comment call as JSON', async () => {
    answer({ code: 200, data: null });
    const entry = { guideScores: 5, transportationScores: 4, priceScores: 3, content: 'x', picUrls: '', orderId: 1, orderItemId: 2 };
    await call('member.product.comment.add', [entry]);
    const { init, headers } = lastRequest();
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual([entry]);
  });

  it('uploads a file as multipart and returns its address', async () => {
    answer({ code: 200, data: '/media/upload-1.pdf' });
    const file = new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });
    await expect(upload(file)).resolves.toBe('/media/upload-1.pdf');
    const { init, headers } = lastRequest();
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends calls to a configured base URL, and back to the same origin with an empty one', async () => {
    configureApiBaseUrl('http://127.0.0.1:9999/');
    answer({ code: 200, data: [] });
    await call('category.list', {});
    expect(lastRequest().url).toBe('http://127.0.0.1:9999/rest/api/category/list');
    configureApiBaseUrl('');
    answer({ code: 200, data: [] });
    await call('category.list', {});
    expect(lastRequest().url).toBe('/rest/api/category/list');
  });

  it('sends the stored token as is, and no Authorization header without one', async () => {
    answer({ code: 200, data: [] });
    await call('category.list', {});
    expect(lastRequest().headers.Authorization).toBeUndefined();
    window.localStorage.setItem(STORAGE_TOKEN, 'abc123');
    answer({ code: 200, data: [] });
    await call('category.list', {});
    expect(lastRequest().headers.Authorization).toBe('abc123');
  });
});

describe('call: envelopes', () => {
  it('on 201 removes the token, toasts the server message and reloads to /login', async () => {
    window.localStorage.setItem(STORAGE_TOKEN, 'stale');
    answer({ code: 201, message: 'Please log in again' });
    const body = await call('member.info', {});
    expect(body.code).toBe(201);
    expect(window.localStorage.getItem(STORAGE_TOKEN)).toBeNull();
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please log in again', color: 'red' }));
    expect(assignMock).toHaveBeenCalledWith('/login');
  });

  it('carries the 201 message over the reload and shows it once on arrival', async () => {
    answer({ code: 201, message: 'Session expired' });
    await call('member.info', {});
    vi.mocked(notifications.show).mockClear();
    showCarriedError();
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Session expired', color: 'red' }));
    vi.mocked(notifications.show).mockClear();
    showCarriedError();
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('throws ApiError from callData without a toast: the error policy (app/query-client.ts) decides', async () => {
    answer({ code: 400, message: 'spuId is required' });
    const failure = callData('member.favorite.create', { spuId: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 400, message: 'spuId is required' });
    answer({ code: 500, msg: 'boom' });
    await expect(callData('country', {})).rejects.toMatchObject({ code: 500, message: 'boom' });
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('gives the whole envelope of a success from callSuccess, for its message', async () => {
    answer({ code: 200, message: 'Code sent', data: null });
    await expect(callSuccess('member.merchant.verification_code', { email: 'a@b.co' })).resolves.toMatchObject({ message: 'Code sent' });
  });

  it('reports response drift on the console once per call and field, without failing the call', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const drifted = [
      { id: 'not-a-number', name: 'Tea', nameEn: 'Tea', picUrl: '/a.svg' },
      { id: 'also-not', name: 'Food', nameEn: 'Food', picUrl: '/b.svg' },
    ];
    answer({ code: 200, data: drifted });
    await expect(callData('category.list', {})).resolves.toEqual(drifted);
    answer({ code: 200, data: drifted });
    await expect(callData('category.list', {})).resolves.toEqual(drifted);
    expect(errorSpy.mock.calls).toEqual([
      ['[contract drift] category.list: data.*.id: expected number, got "not-a-number" (string)', expect.objectContaining({ count: 1 })],
    ]);
    expect(getDriftReports()).toEqual([expect.objectContaining({ call: 'category.list', path: 'data.*.id', count: 2 })]);
    errorSpy.mockRestore();
  });
});

describe('call: transport failures', () => {
  it('gives up after 20 seconds with a TimeoutError', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = call('category.list', {});
    const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('passes network and HTTP errors to the caller without a toast', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call('category.list', {})).rejects.toThrow('Failed to fetch');
    answer({ error: 'bad gateway' }, 502);
    await expect(call('category.list', {})).rejects.toMatchObject({ name: 'HttpError', status: 502 });
    expect(notifications.show).not.toHaveBeenCalled();
  });
});
