import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hostileText, junk } from './schema-arbitrary.js';

/** One control-plane route that changes something: what the fuzzing sends hostile bodies to. */
export interface ControlRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Every POST, PUT and DELETE under /__mock, read from Fastify's own route tree, so an endpoint added
 * later is fuzzed without anyone listing it. Each tree line is a path segment indented four columns
 * per level under its parent, followed by its methods.
 */
export function controlRoutes(app: FastifyInstance): ControlRoute[] {
  const routes: ControlRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const level = indent.length / 4;
    parents.length = level;
    const path = `${parents.join('')}${segment}`;
    parents[level] = segment;
    if (!path.startsWith('/__mock')) continue;
    for (const method of methods.split(', ')) if (WRITES.has(method)) routes.push({ method: method as ControlRoute['method'], url: path });
  }
  return routes;
}

/**
 * Numbers that overflow a clock, a loop or a Date, and text that only looks like a number. 2,900,000
 * days is just inside the clock's range (year ~9900): accepted, and the shop must still answer there.
 */
const hostileNumber = fc.constantFrom(1e308, -1e308, 1e21, 2 ** 53 + 2, -(2 ** 53), 0.5, -1, 0, 8.64e15, 1e-320, 2_900_000, 1_000_000);
const numberLike = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '-0', '0x10', '1_000', ' 1', '');
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileNumber, numberLike, junk, fc.jsonValue({ maxDepth: 3 }));

/** Field names the control plane reads, and a few names that mean something to JavaScript itself. */
const fieldName = fc.constantFrom(
  ...['ms', 'minutes', 'hours', 'days', 'iso', 'seed', 'scale', 'name', 'call', 'delayMs', 'errorCode', 'errorMessage'],
  ...['failureRate', 'enabled', 'state', 'params', 'action', 'email', 'token', 'version', 'worlds', 'tours', 'sessions'],
  ...['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'],
);

/** JSON text with prototype keys written out: JSON.stringify of an object literal would not keep them as keys. */
const prototypeText = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"state":"a logged-in customer","params":{"__proto__":{"token":"x"}}}',
  '{"call":"product.search","__proto__":{"errorCode":500}}',
  '{"days":1e999}',
  '[1e999]',
  'NaN',
);

/** A body sent with a JSON content type: a value, an object of hostile fields, or raw text. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.dictionary(fieldName, hostileValue, { maxKeys: 4 }).map((body) => JSON.stringify(body)),
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  prototypeText,
  fc.integer({ min: 33, max: 50_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom('', '{', '{"a":1}}'),
  hostileText,
);

/** Values for :name, :id and :call in a route's path. */
const pathParam = fc.constantFrom(
  'default',
  'qa-fuzz',
  '__proto__',
  'constructor',
  'toString',
  '1',
  '-1',
  '1e999',
  '%00',
  '..%2F..',
  'x'.repeat(300),
);

/** Worlds the fuzzing may create: few, since each holds a whole catalogue. */
const worldHeader = fc.constantFrom(undefined, undefined, undefined, 'qa-fuzz', '__proto__', 'nope');

export interface ControlCase {
  kind: string;
  request: InjectOptions;
}

/** A hostile request to one of `routes`; `exported` is a real state export, mutated for the import route. */
export function controlCases(routes: ControlRoute[], exported: Record<string, unknown>): fc.Arbitrary<ControlCase> {
  const route = fc.constantFrom(...routes);
  const contentType = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
  );
  const generic = fc
    .record({ route, body: hostileBody, param: pathParam, world: worldHeader, type: contentType })
    .map(({ route, body, param, world, type }) => {
      const headers: Record<string, string> = { 'content-type': type };
      if (world) headers['x-mock-world'] = world;
      const url = route.url.replace(/:[a-z]+/g, encodeURIComponent(param));
      return { kind: `${route.method} ${route.url}`, request: { method: route.method, url, headers, payload: body } };
    });
  return fc.oneof({ arbitrary: generic, weight: 4 }, { arbitrary: mutatedImport(exported), weight: 1 });
}

/** A real export with one value of one row replaced: the import must refuse it cleanly or keep a sound world. */
function mutatedImport(exported: Record<string, unknown>): fc.Arbitrary<ControlCase> {
  const tables = Object.keys(exported);
  return fc
    .record({ table: fc.constantFrom(...tables), row: fc.nat(), key: fc.oneof(fieldName, fc.nat().map(String)), value: hostileValue })
    .map(({ table, row, key, value }) => {
      const copy = { ...exported };
      const rows = copy[table];
      if (Array.isArray(rows) && rows.length > 0) {
        const index = row % rows.length;
        const replaced = [...rows];
        replaced[index] = typeof rows[index] === 'object' && rows[index] !== null ? { ...rows[index], [key]: value } : value;
        copy[table] = replaced;
      } else copy[table] = value;
      return {
        kind: `PUT /__mock/state (${table}[${row}].${key})`,
        request: { method: 'PUT', url: '/__mock/state', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(copy) },
      };
    });
}
