import { type CallDefinition, fullPath } from '@tours/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { isSlotBookable } from '../../src/domain/availability.js';
import { type State, TEST_CARDS } from '../../src/domain/index.js';
import { MAX_JSON_DEPTH } from '../../src/runtime/json-body.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { arbitraryOf, type FieldHints, hostileText, junk, requestJsonSchema } from './schema-arbitrary.js';
import { type Part, PNG } from './support.js';

/** One fuzz case: how it was built (printed on failure) and what is sent. */
export interface FuzzCase {
  kind: string;
  request: InjectOptions;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Valid-looking values for fields whose generic values would almost never reach a handler's logic:
 * seeded ids, dates on the world's calendar, tour times, the demo login and the documented test cards.
 */
export function fieldHints(state: State, now: Date): FieldHints {
  const smallId = fc.integer({ min: 1, max: 12 });
  const day = fc.integer({ min: -3, max: 45 }).map((offset) => isoDay(now.getTime() + offset * DAY_MS));
  const idList = fc.oneof(fc.constant('1,2'), fc.array(smallId, { maxLength: 3 }), smallId.map(String));
  const times = [...new Set(state.tours.slice(0, 20).flatMap((t) => t.times))];
  const dictValues = [...state.dict.duration, ...state.dict.startTime].map((e) => e.value);
  const count = fc.integer({ min: 0, max: 3 });
  return {
    id: fc.oneof(smallId, fc.integer({ min: 900_001, max: 900_012 })),
    spuId: smallId,
    merchantId: smallId,
    messageId: smallId,
    orderId: smallId,
    orderItemId: smallId,
    categoryId: smallId,
    cityIds: idList,
    categoryIds: idList,
    languageIds: idList,
    date: day,
    startDate: day,
    endDate: day,
    reservationDate: day,
    reservationTime: fc.constantFrom(...times),
    adultCount: count,
    childCount: count,
    toddlerCount: count,
    username: fc.constant(DEMO_ACCOUNTS.demo.email),
    password: fc.constantFrom(DEMO_ACCOUNTS.demo.password, 'wrong'),
    email: fc.constant(DEMO_ACCOUNTS.demo.email),
    account: fc.constant(DEMO_ACCOUNTS.alice.email),
    number: fc.constantFrom(...Object.values(TEST_CARDS)),
    cardNumber: fc.constantFrom(...Object.values(TEST_CARDS)),
    cardExpiry: fc.constantFrom('2030-01', '2001-01'),
    cardSecurityCode: fc.constant('123'),
    orderBy: fc.constantFrom('adultPrice+ASC', 'salesCount DESC', 'createTime+desc', 'name+ASC'),
    startTime: fc.constantFrom(...dictValues),
    duration: fc.constantFrom(...dictValues),
  };
}

/** Bookable (tour, date, time) triples of the first tours: a random date and time almost never line up. */
function bookableSlots(state: State, now: Date) {
  const slots: { spuId: number; reservationDate: string; reservationTime: string }[] = [];
  for (const tour of state.tours.slice(0, 8)) {
    for (let offset = 1; offset <= 30; offset += 1) {
      const date = isoDay(now.getTime() + offset * DAY_MS);
      for (const time of tour.times)
        if (isSlotBookable(tour, date, time, now)) slots.push({ spuId: tour.id, reservationDate: date, reservationTime: time });
    }
  }
  return slots;
}

/**
 * Whole-payload starting points for the calls whose fields only make sense together (a bookable slot,
 * an order and its item, a payable order): merged over a schema value, so the fuzzing reaches the
 * order state machine instead of stopping at the first mismatch.
 */
export function coherentPayloads(state: State, now: Date): Partial<Record<string, fc.Arbitrary<Record<string, unknown>>>> {
  const slot = fc.constantFrom(...bookableSlots(state, now));
  const party = fc.record({
    adultCount: fc.integer({ min: 1, max: 2 }),
    childCount: fc.constant(0),
    toddlerCount: fc.integer({ min: 0, max: 1 }),
  });
  const draft = fc.tuple(slot, party).map(([s, p]) => ({ ...s, ...p }));
  const person = { fullName: 'Fuzz', lastName: 'Tester', email: DEMO_ACCOUNTS.demo.email };
  const orderItem = fc.integer({ min: 1, max: 12 }).map((n) => ({ orderId: n, orderItemId: n }));
  return {
    'trade.order.settlement': draft,
    'trade.order.create': draft.map((d) => ({ ...d, ...person })),
    'trade.order.pay.submit': fc.record({
      id: fc.integer({ min: 900_001, max: 900_012 }),
      payMode: fc.constantFrom('card', 'quick'),
      returnUrl: fc.constant('/orderInfo/1?type=1'),
      cancelUrl: fc.constant('/orderInfo/1'),
      cardNumber: fc.constantFrom(...Object.values(TEST_CARDS)),
      cardExpiry: fc.constant('2031-12'),
      cardSecurityCode: fc.constant('123'),
    }),
    'member.product.comment.add': orderItem,
    'member.bankcard.add': fc.record({
      bankType: fc.constant(1),
      number: fc.constantFrom(...Object.values(TEST_CARDS)),
      cardName: fc.constant('Fuzz'),
    }),
  };
}

type Payload = unknown;

function merge(base: Payload, over: Record<string, unknown>): Payload {
  if (Array.isArray(base)) return base.length > 0 && isRecord(base[0]) ? [{ ...base[0], ...over }, ...base.slice(1)] : [over];
  return isRecord(base) ? { ...base, ...over } : over;
}

/** Missing, extra and wrongly typed fields, or a body that is not an object at all. */
function mutated(valid: fc.Arbitrary<Payload>): fc.Arbitrary<Payload> {
  return fc.oneof(
    fc.tuple(valid, fc.nat()).map(([payload, n]) => {
      if (!isRecord(payload)) return payload;
      const keys = Object.keys(payload);
      const copy = { ...payload };
      if (keys.length > 0) delete copy[keys[n % keys.length] ?? ''];
      return copy;
    }),
    fc
      .tuple(valid, fc.constantFrom('extra', '__proto__', 'constructor', 'toString', 'token'), junk)
      .map(([payload, key, value]) => (isRecord(payload) ? { ...payload, [key]: value } : payload)),
    fc.tuple(valid, fc.nat(), junk).map(([payload, n, value]) => {
      if (!isRecord(payload)) return [payload, value];
      const keys = Object.keys(payload);
      return keys.length > 0 ? { ...payload, [keys[n % keys.length] ?? '']: value } : { [String(n)]: value };
    }),
    junk,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Form and query encoding as a sloppy client might do it: arrays as repeated keys, objects as JSON text. */
function formText(payload: Payload): string {
  const form = new URLSearchParams();
  const entries = isRecord(payload) ? Object.entries(payload) : [['body', payload] as const];
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) form.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
  }
  return form.toString();
}

function encode(call: CallDefinition, payload: Payload, headers: Record<string, string>): InjectOptions {
  const url = fullPath(call);
  if (call.encoding === 'query') return { method: call.method, url: `${url}?${formText(payload)}`, headers };
  if (call.encoding === 'json')
    return {
      method: call.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload) ?? '',
    };
  return {
    method: call.method,
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: formText(payload),
  };
}

const hostileFilename = fc.oneof(
  fc.constantFrom('../../etc/passwd', '..\\..\\windows\\win.ini', 'a\u0000.png', '/etc/shadow', `${'n'.repeat(5000)}.png`, '.png', ''),
  fc.string({ maxLength: 30 }),
);
const uploadType = fc.oneof(
  fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'application/octet-stream', 'text/html', 'application/x-sh'),
  fc.string({ maxLength: 20 }),
);
const uploadContent = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PNG, Buffer.from(bytes)])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(Buffer.alloc(0), Buffer.from('<svg onload="alert(1)"></svg>'), Buffer.from('%PDF-1.4')),
);
const part: fc.Arbitrary<Part> = fc.record({
  field: fc.constantFrom('file', 'file', 'other'),
  filename: hostileFilename,
  type: uploadType,
  content: uploadContent,
});

/** Raw multipart for file/upload: zero to three parts with hostile names, types and contents. */
function multipartCase(headers: Record<string, string>): fc.Arbitrary<InjectOptions> {
  const boundary = 'fuzz-boundary';
  return fc.array(part, { maxLength: 3 }).map((parts) => {
    const chunks = parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.content,
      Buffer.from('\r\n'),
    ]);
    return {
      method: 'POST',
      url: '/rest/api/file/upload',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    };
  });
}

/** A 100 KB string inside well-formed JSON: below the body cap, far above every field's max length. */
const HUGE_JSON = JSON.stringify({ text: 'x'.repeat(100 * 1024) });

/**
 * Arrays and objects nested past the JSON parser's depth limit (MAX_JSON_DEPTH) up to 100,000 deep:
 * anything walking such a body recursively overflows the stack. As a JSON body, and as a form value.
 */
const deepJson = fc
  .tuple(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 100_000 }), fc.boolean(), fc.boolean())
  .map(([depth, objects, closed]) => {
    const [open, close] = objects ? ['{"a":', '}'] : ['[', ']'];
    return `${open.repeat(depth)}${objects ? '1' : ''}${closed ? close.repeat(depth) : ''}`;
  });

function deeplyNested(call: CallDefinition, headers: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const url = fullPath(call);
  return fc.oneof(
    deepJson.map((text) => ({
      kind: 'deeply nested JSON',
      request: { method: 'POST' as const, url, headers: { ...headers, 'content-type': 'application/json' }, payload: text },
    })),
    deepJson.map((text) => ({
      kind: 'deeply nested JSON in a form field',
      request: {
        method: call.method,
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ keyword: text, content: text }).toString(),
      },
    })),
  );
}

/** Bodies no schema describes: broken JSON, other content types, raw bytes, no body, another method. */
function transportJunk(call: CallDefinition, headers: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const url = fullPath(call);
  const method = call.method;
  return fc.oneof(
    fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('{', '[{"orderId":', '{"a":1}}', 'null', '"text"', HUGE_JSON)).map((text) => ({
      kind: 'bad JSON',
      request: { method: 'POST' as const, url, headers: { ...headers, 'content-type': 'application/json' }, payload: text },
    })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded; charset=utf-16', '*/*'),
        hostileText,
      )
      .map(([type, text]) => ({
        kind: `content type ${type}`,
        request: { method: 'POST' as const, url, headers: { ...headers, 'content-type': type }, payload: text },
      })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      kind: 'raw bytes',
      request: { method, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: Buffer.from(bytes) },
    })),
    fc.constant({ kind: 'no body', request: { method, url, headers } }),
    fc.constant({ kind: 'other method', request: { method: method === 'GET' ? ('POST' as const) : ('GET' as const), url, headers } }),
  );
}

/** Every kind of request the fuzz suite sends to one call, weighted toward ones that reach the handler. */
export function fuzzCases(
  call: CallDefinition,
  hints: FieldHints,
  token: string,
  coherent?: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<FuzzCase> {
  const tokens = fc.constantFrom<string | null>(token, token, null, 'forged-token', `Bearer ${token}`);
  const generic = arbitraryOf(requestJsonSchema(call.request), hints);
  const valid = coherent
    ? fc.oneof(
        generic,
        fc.tuple(generic, coherent).map(([base, over]) => merge(base, over)),
      )
    : generic;
  return tokens.chain((chosen) => {
    const headers: Record<string, string> = chosen ? { accept: 'application/json', authorization: chosen } : { accept: 'application/json' };
    const shaped =
      call.encoding === 'multipart'
        ? multipartCase(headers).map((request) => ({ kind: 'multipart', request }))
        : valid.map((payload) => ({ kind: 'from schema', request: encode(call, payload, headers) }));
    const broken = mutated(valid).map((payload) => ({ kind: 'mutated', request: encode(call, payload, headers) }));
    return fc.oneof(
      { arbitrary: shaped, weight: 5 },
      { arbitrary: broken, weight: 3 },
      { arbitrary: transportJunk(call, headers), weight: 2 },
      { arbitrary: deeplyNested(call, headers), weight: 1 },
    );
  });
}
