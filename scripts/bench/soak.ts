import type { RequestSpec } from 'autocannon';
import { FORM_HEADERS, form, type LoadResult, mixed } from './load.js';
import { CATALOGUE_PAGE, demoToken, SEARCH_FIELDS, startMock } from './mock.js';
import { rssMb, stop } from './processes.js';

export const SOAK_S = Number(process.env.BENCH_SOAK ?? 60);
export const SOAK_CONNECTIONS = 20;

export interface SoakResult {
  load: LoadResult;
  envelopeErrors: number;
  rssStartMb: number;
  rssEndMb: number;
}

/** Browsing, account reads and favourite writes in turn, as a crowd of shoppers would send them. */
export function traffic(token: string, countError: (body: string) => void): RequestSpec[] {
  const auth = { ...FORM_HEADERS, authorization: token };
  const request = (path: string, fields: Record<string, string>, headers: Record<string, string> = FORM_HEADERS): RequestSpec => ({
    method: 'POST',
    path: `/rest/api${path}`,
    headers,
    body: form(fields),
    onResponse: (_status, body) => countError(body),
  });
  return [
    request('/product/search', SEARCH_FIELDS),
    request('/product/search', { ...CATALOGUE_PAGE, keyword: 'tour' }),
    request('/product/detail', { id: '3' }, auth),
    request('/member/favorite/create', { spuId: '5' }, auth),
    request('/trade/order/page', { pageNo: '1' }, auth),
    request('/member/favorite/cancel', { spuId: '5' }, auth),
    request('/category/list', {}),
    request('/blog/list', { pageNo: '1' }),
  ];
}

/** 60 s of mixed traffic on 20 connections: every answer must be an envelope with code 200, and memory must settle. */
export async function soak(log: (line: string) => void): Promise<SoakResult> {
  const mock = await startMock('mock server (soak)');
  try {
    let envelopeErrors = 0;
    const countError = (body: string) => {
      try {
        if ((JSON.parse(body) as { code?: number }).code !== 200) envelopeErrors += 1;
      } catch {
        envelopeErrors += 1;
      }
    };
    const requests = traffic(await demoToken(mock.base), countError);
    // A short warm-up first, so the start figure is a warm process and not a cold one.
    await mixed(mock.base, requests, 5, SOAK_CONNECTIONS);
    envelopeErrors = 0;
    const rssStartMb = rssMb(mock.child.pid);
    const result = await mixed(mock.base, requests, SOAK_S, SOAK_CONNECTIONS);
    const rssEndMb = rssMb(mock.child.pid);
    log(
      `  ${result.total} requests, ${result.failures} failed, ${envelopeErrors} error envelopes, RSS ${rssStartMb.toFixed(0)} -> ${rssEndMb.toFixed(0)} MB`,
    );
    return { load: result, envelopeErrors, rssStartMb, rssEndMb };
  } finally {
    await stop(mock);
  }
}
