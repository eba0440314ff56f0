import type { State } from '../domain/index.js';

/** One changed row: [table, index or key, value]; a two-element entry is a key deleted from an object table. */
export type RowChange = [string, string | number, unknown] | [string, string];

/** What changed in a world since the last take: tables replaced or reshaped as a whole, and single rows. */
export interface Changes {
  tables: Record<string, unknown>;
  rows: RowChange[];
}

type Plain = Record<PropertyKey, unknown>;
const isObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null;

/** Proxy -> the object it stands for, so nothing stored in a State is ever a proxy. */
const rawOf = new WeakMap<object, object>();
const trackers = new WeakMap<object, ChangeTracker>();

/** The plain object behind a tracking proxy (the value itself when it is not one). */
export function unproxied<T>(value: T): T {
  return isObject(value) ? ((rawOf.get(value) as T | undefined) ?? value) : value;
}

/** The one tracker of a State (given as itself or as its proxy). */
export function trackerOf(state: State): ChangeTracker {
  const raw = unproxied(state);
  let tracker = trackers.get(raw);
  if (!tracker) {
    tracker = new ChangeTracker(raw);
    trackers.set(raw, tracker);
  }
  return tracker;
}

/** Copies proxies out of a value about to be stored (a filtered copy of a table holds row proxies). */
function unwrapDeep(value: unknown): unknown {
  if (!isObject(value)) return value;
  const raw = rawOf.get(value);
  if (raw) return raw;
  for (const key of Object.keys(value)) {
    const inner = value[key];
    const plain = unwrapDeep(inner);
    if (plain !== inner) value[key] = plain;
  }
  return value;
}

/**
 * Records which rows of a State a call changes, so a write costs what it changed. The domain keeps
 * mutating plain objects (it must also run in a browser); calls that may write get `proxy` instead of
 * the State, and every set or delete through it marks the row it lands in. Array rows are remembered
 * by identity and located at take(), so rows that moved (an insert, a sort) are still written where
 * they ended; a shrunk array is written whole.
 */
export class ChangeTracker {
  readonly proxy: State;
  private readonly whole = new Set<string>();
  private readonly arrayRows = new Map<string, Set<object>>();
  private readonly objectKeys = new Map<string, Set<string>>();
  private readonly proxies = new Map<string, WeakMap<object, object>>();

  constructor(readonly raw: State) {
    this.proxy = this.wrap(raw as unknown as Plain, {
      get: (_table, value, key) => (typeof key === 'string' && isObject(value) ? this.table(key, value) : value),
      changed: (key) => {
        if (typeof key !== 'string') return;
        this.whole.add(key);
        this.proxies.delete(key);
      },
    }) as State;
  }

  get dirty(): boolean {
    return this.whole.size > 0 || this.arrayRows.size > 0 || this.objectKeys.size > 0;
  }

  /** The changes since the last take, as references to the live values: serialise them before yielding. */
  take(): Changes {
    const state = this.raw as unknown as Plain;
    const changes: Changes = { tables: {}, rows: [] };
    for (const name of this.whole) changes.tables[name] = state[name];
    for (const [name, rows] of this.arrayRows) {
      const table = state[name];
      if (name in changes.tables || !Array.isArray(table)) continue;
      const found = [...rows].map((row) => [table.lastIndexOf(row), row] as const).sort((a, b) => a[0] - b[0]);
      if (found.some(([index]) => index < 0)) changes.tables[name] = table;
      else for (const [index, row] of found) changes.rows.push([name, index, row]);
    }
    for (const [name, keys] of this.objectKeys) {
      const table = state[name];
      if (name in changes.tables || !isObject(table)) continue;
      for (const key of keys) changes.rows.push(key in table ? [name, key, table[key]] : [name, key]);
    }
    this.whole.clear();
    this.arrayRows.clear();
    this.objectKeys.clear();
    return changes;
  }

  private table(name: string, table: Plain): object {
    const isArray = Array.isArray(table);
    return this.cached(name, table, () =>
      this.wrap(table, {
        get: (_target, value, key) => {
          if (!isObject(value) || typeof key !== 'string') return value;
          const mark = isArray ? () => this.markRow(name, value) : () => this.markKey(name, key);
          return this.cached(name, value, () => this.deep(name, value, mark));
        },
        changed: (key, value, before) => {
          if (typeof key !== 'string') return;
          if (!isArray) this.markKey(name, key);
          else if (isObject(value)) this.markRow(name, value);
          // A set length that shrinks, a delete or a scalar element: the array is written whole.
          else if (key !== 'length' || (typeof value === 'number' && value < before)) this.whole.add(name);
        },
      }),
    );
  }

  private deep(name: string, target: Plain, mark: () => void): object {
    return this.wrap(target, {
      get: (_target, value) => (isObject(value) ? this.cached(name, value, () => this.deep(name, value, mark)) : value),
      changed: mark,
    });
  }

  private wrap(
    target: Plain,
    hooks: {
      get: (target: Plain, value: unknown, key: PropertyKey) => unknown;
      changed: (key: PropertyKey, value: unknown, before: number) => void;
    },
  ): object {
    const proxy = new Proxy(target, {
      get: (object, key) => hooks.get(object, Reflect.get(object, key), key),
      set: (object, key, value) => {
        const before = Array.isArray(object) ? object.length : 0;
        const plain = unwrapDeep(value);
        Reflect.set(object, key, plain);
        hooks.changed(key, plain, before);
        return true;
      },
      deleteProperty: (object, key) => {
        Reflect.deleteProperty(object, key);
        hooks.changed(key, undefined, Number.POSITIVE_INFINITY);
        return true;
      },
    });
    rawOf.set(proxy, target);
    return proxy;
  }

  private cached(name: string, target: object, make: () => object): object {
    let byTarget = this.proxies.get(name);
    if (!byTarget) {
      byTarget = new WeakMap();
      this.proxies.set(name, byTarget);
    }
    let proxy = byTarget.get(target);
    if (!proxy) {
      proxy = make();
      byTarget.set(target, proxy);
    }
    return proxy;
  }

  private markRow(name: string, row: object): void {
    const rows = this.arrayRows.get(name) ?? new Set<object>();
    this.arrayRows.set(name, rows.add(row));
  }

  private markKey(name: string, key: string): void {
    const keys = this.objectKeys.get(name) ?? new Set<string>();
    this.objectKeys.set(name, keys.add(key));
  }
}
