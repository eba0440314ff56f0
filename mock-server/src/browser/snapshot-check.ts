import { z } from 'zod';
import { faultsSchema } from '../runtime/faults.js';
import { overridesSchema } from '../runtime/overrides.js';
import { importedState } from '../runtime/state-import.js';
import type { WorldSnapshot } from './browser-world.js';

/** The snapshot's envelope besides the state: what BrowserWorld.restored reads, with the bounds the control plane sets. */
const envelope = z.object({
  state: z.unknown(),
  clockOffsetMs: z.number().finite(),
  faults: faultsSchema,
  // A world saved by a build before overrides existed has none.
  overrides: overridesSchema.default([]),
  sessionExpired: z.boolean(),
  uploads: z.array(z.tuple([z.string(), z.object({ type: z.string(), body: z.instanceof(Uint8Array) })])),
});

/**
 * A saved world as the preview may use it, or a thrown Error saying what does not fit. IndexedDB belongs to the whole
 * origin, so any page of it can write the preview's record (preview/sw/world-store.ts), whatever build it names: every saved world is checked as an
 * imported one is (the state's shape and the domain's invariants, mock-server/src/runtime/state-import.ts), its
 * envelope too, before a single call is answered from it.
 */
export function checkedSnapshot(saved: unknown): WorldSnapshot {
  const parsed = envelope.safeParse(saved);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(issue ? `${issue.path.join('.') || 'snapshot'}: ${issue.message}` : 'not a saved world');
  }
  return { ...parsed.data, state: importedState(parsed.data.state) };
}
