import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Page, tab, filter and keyword of a list, kept in the URL's query so reload, back and a shared link keep them. */
export function useListState<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (next: Partial<Record<K, string>>) => void] {
  const [search, setSearch] = useSearchParams();
  // The defaults are usually an inline object: the setter reads the latest without changing identity.
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const query = search.toString();
  const keys = Object.keys(defaults).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the query or the keys change, not the defaults' identity.
  const values = useMemo(() => readValues(new URLSearchParams(query), defaultsRef.current), [query, keys]);
  const update = useCallback(
    (next: Partial<Record<K, string>>) => {
      setSearch(
        (previous) => {
          const own = defaultsRef.current;
          const current = readValues(previous, own);
          const changed = (Object.keys(next) as K[]).some((key) => key !== 'page' && next[key] !== undefined && next[key] !== current[key]);
          const merged: Record<string, string> = { ...current, ...stripUndefined(next) };
          if ('page' in own && !('page' in next) && changed) merged.page = (own as Record<string, string>).page ?? '';
          const result = new URLSearchParams(previous);
          for (const key of Object.keys(own) as K[]) {
            const value = merged[key] ?? own[key];
            if (value === own[key]) result.delete(key);
            else result.set(key, value);
          }
          return result;
        },
        { replace: false },
      );
    },
    [setSearch],
  );
  return [values, update];
}

/** The list state an address holds: each key's value from the query, else its default. */
export function readValues<K extends string>(search: URLSearchParams, defaults: Record<K, string>): Record<K, string> {
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = search.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

function stripUndefined(next: Partial<Record<string, string>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(next)) if (value !== undefined) result[key] = value;
  return result;
}

/** A page number read from the URL: a positive integer, else the first page. */
export function pageNumber(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
