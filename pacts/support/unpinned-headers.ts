import { headerOfKey } from '@tours/contract/request-headers';

/**
 * The headers the shop sent that no interaction pins for any call, one line each with the calls that sent it. Compared
 * by name across calls, since the client writes every header in one place (web/src/api/client.ts) for whichever call
 * it sends: a header no interaction carries is one pact:verify never puts to the backend. Keys as `headerKeysOfRequest`
 * writes them.
 */
export function unpinnedHeaders(sentKeys: Iterable<string>, pinnedKeys: Iterable<string>): string[] {
  const pinnedNames = new Set([...pinnedKeys].map((key) => headerOfKey(key).name));
  const callsByHeader = new Map<string, Set<string>>();
  for (const key of sentKeys) {
    const { call, name } = headerOfKey(key);
    if (pinnedNames.has(name)) continue;
    callsByHeader.set(name, (callsByHeader.get(name) ?? new Set()).add(call));
  }
  return [...callsByHeader]
    .map(([name, calls]) => `header ${name}, sent with ${[...calls].sort().join(', ')} (no interaction pins it)`)
    .sort();
}
