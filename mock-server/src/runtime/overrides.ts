import { type CallName, callNames, calls, codes } from '@tours/contract';
import { z } from 'zod';
import { DomainError, developerRefusal } from '../domain/index.js';
import { type EnvelopeBody, SUCCESS_MESSAGE } from './envelope.js';
import { contractIssues, isRecord, patchIssues } from './override-checks.js';
import { parseWith } from './parse-with.js';
import { SESSION_KEY, withoutSecrets } from './recording-policy.js';

/**
 * A world's answer to one call, set on the control plane instead of its seeded domain, as WireMock's stubs and MSW's
 * `server.use()` do: which call, which requests (equal on a few named fields), how often, and either a whole answer or
 * a patch merged into the domain's own data.
 */
export interface Override {
  id: number;
  call: CallName;
  /** Request fields and the values they must have, compared as text; `{}` matches every request of the call. */
  match: Record<string, MatchValue>;
  /** Answers left before it is gone; null until it is cleared. */
  remaining: number | null;
  /** A whole envelope, answered without running the call. */
  answer?: EnvelopeBody;
  /** Merged into the data the domain answered (objects field by field, anything else replaced). */
  patch?: unknown;
  /** Kept even though the shop's client would reject what it answers (for testing the shop's drift handling). */
  lenient: boolean;
  /** A real backend's answer saved while recording (PUT /__mock/record), with where it broke the contract. */
  recorded?: Recorded;
}

interface Recorded {
  at: string;
  /** The drift report's deviations of this answer; a recording that has any is lenient, so it replays as it came. */
  drift: string[];
  /** The session it was recorded in (recording-policy.ts, a digest of the token): it answers no other caller. */
  session?: string;
}

type MatchValue = string | number | boolean | null;

/** What holds overrides: a Fastify world or the browser preview's world. */
export interface OverrideHolder {
  overrides: Override[];
}

/** A world holds this many at most: each is checked on every call of its name. */
const OVERRIDE_LIMIT = 200;
/**
 * And this much in all, as JSON: a whole answer is any JSON the control plane takes (1 MB a request, more in an import),
 * and a world is kept in memory and in its saved files. Room for 200 recorded pages of a real backend's search.
 */
const OVERRIDE_BYTES_LIMIT = 16 * 1024 * 1024;

/** Each override's size as JSON, measured once. */
const sizes = new WeakMap<Override, number>();
const sizeOf = (override: Override): number => {
  const known = sizes.get(override);
  if (known !== undefined) return known;
  const size = new TextEncoder().encode(JSON.stringify(override)).length;
  sizes.set(override, size);
  return size;
};
const bytesHeld = (world: OverrideHolder): number => world.overrides.reduce((total, override) => total + sizeOf(override), 0);
/** Whether the world has room for one more override of this size. */
const hasRoomFor = (world: OverrideHolder, override: Override): boolean =>
  world.overrides.length < OVERRIDE_LIMIT && bytesHeld(world) + sizeOf(override) <= OVERRIDE_BYTES_LIMIT;

const matchValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
const match = z.record(z.string().min(1).max(100), matchValue);
/** A whole answer; without a message, a success says what the mock's own successes say and a refusal says nothing. */
const envelope = z.object({ code: z.number().int(), message: z.string().max(2000).optional(), data: z.unknown().optional() }).transform(
  ({ code, message, data }): EnvelopeBody => ({
    code,
    message: message ?? (code === codes.success ? SUCCESS_MESSAGE : ''),
    ...(data !== undefined ? { data } : {}),
  }),
);

const answersLeft = z.number().int().min(1).max(1_000_000).nullable();
const recorded = z.object({
  at: z.string().max(40),
  drift: z.array(z.string().max(500)).max(50),
  session: z.string().regex(SESSION_KEY, 'a SHA-256 digest, 64 hex digits').optional(),
});

/**
 * POST /__mock/overrides (and each entry of PUT or of an imported state): `answer` or `patch`, never both. An entry as
 * GET lists it reads the same: its `remaining` stands for `times`, and a recording keeps its `recorded` mark.
 */
const overrideInput = z
  .object({
    call: z.enum(callNames as [CallName, ...CallName[]]),
    match: match.default({}),
    /** How many answers; absent or null: until cleared. */
    times: answersLeft.optional(),
    remaining: answersLeft.optional(),
    answer: envelope.optional(),
    patch: z.unknown().optional(),
    lenient: z.boolean().default(false),
    recorded: recorded.optional(),
  })
  .refine((input) => (input.answer === undefined) !== (input.patch === undefined), {
    message: 'give either answer (a whole envelope) or patch (merged into the domain answer), not both',
    path: ['answer'],
  });

/** A world's overrides as its saved files hold them. */
export const overridesSchema = z.array(
  z.object({
    id: z.number().int().min(1),
    call: z.enum(callNames as [CallName, ...CallName[]]),
    match,
    remaining: z.number().int().min(1).nullable(),
    answer: envelope.optional(),
    patch: z.unknown().optional(),
    lenient: z.boolean(),
    recorded: recorded.optional(),
  }),
);

/**
 * Adds one override, checked against the contract first: an answer the shop's own client would reject is refused with
 * the field it breaks, unless it says `lenient`. The newest override of a call is tried first.
 */
export function addOverride(world: OverrideHolder, body: unknown): Override {
  const input = parseWith(overrideInput, body);
  if (!input.lenient) {
    const issue = input.answer ? contractIssues(input.call, input.answer) : patchIssues(calls[input.call].data, input.patch, 'patch');
    if (issue) throw issue;
  }
  if (world.overrides.length >= OVERRIDE_LIMIT) {
    throw developerRefusal(
      codes.conflict,
      `overrides: this world already holds ${OVERRIDE_LIMIT}; clear some with DELETE /__mock/overrides`,
    );
  }
  const id = nextId(world);
  const { call, match: fields, times, remaining, answer, patch, lenient, recorded: mark } = input;
  const override: Override = {
    id,
    call,
    match: fields,
    remaining: times !== undefined ? times : (remaining ?? null),
    ...(answer ? { answer } : {}),
    ...(patch !== undefined ? { patch } : {}),
    lenient,
    ...(mark ? { recorded: mark } : {}),
  };
  if (!hasRoomFor(world, override)) {
    throw developerRefusal(
      codes.conflict,
      `overrides: this world's overrides would hold more than ${OVERRIDE_BYTES_LIMIT / 1024 / 1024} MB as JSON; clear some with DELETE /__mock/overrides`,
    );
  }
  world.overrides.push(override);
  return override;
}

/** One above the highest id the world holds, so the ids a person reads off the list stay the overrides' own. */
const nextId = (world: OverrideHolder) => world.overrides.reduce((highest, override) => Math.max(highest, override.id), 0) + 1;

/** PUT /__mock/overrides: the whole set replaced, as GET listed it or as a person wrote it; nothing kept if one is refused. */
export function replaceOverrides(world: OverrideHolder, body: unknown): Override[] {
  const list = parseWith(z.object({ overrides: z.array(z.unknown()).max(OVERRIDE_LIMIT) }), body).overrides;
  const fresh: OverrideHolder = { overrides: [] };
  for (const [index, entry] of list.entries()) {
    try {
      addOverride(fresh, entry);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const field = `overrides[${index}]${error.field ? `.${error.field}` : ''}`;
      throw developerRefusal(codes.badRequest, `overrides[${index}].${error.message}`, field);
    }
  }
  world.overrides = fresh.overrides;
  return world.overrides;
}

/**
 * The overrides an imported state carries beside its data (`overrides`, as GET /__mock/state exports them), checked
 * before anything is replaced; none when it carries none.
 */
export function importedOverrides(body: unknown): Override[] {
  const list = isRecord(body) ? body.overrides : undefined;
  const holder: OverrideHolder = { overrides: [] };
  if (list !== undefined) replaceOverrides(holder, { overrides: list });
  return holder.overrides;
}

export function clearOverride(world: OverrideHolder, id: string): void {
  const index = world.overrides.findIndex((override) => String(override.id) === id);
  if (index === -1) throw developerRefusal(codes.notFound, `No override ${id} in this world`);
  world.overrides.splice(index, 1);
}

/** A request's field as text: a list as its comma-joined ids, an absent field as empty. */
const textOf = (value: unknown): string =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.map(textOf).join(',') : String(value);

/** Whether a payload as sent has every field of `fields` with its value (compared as text: "7" is 7). */
export function payloadMatches(payload: unknown, fields: Record<string, unknown>): boolean {
  const sent = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  return Object.entries(fields).every(([field, want]) => textOf(Object.hasOwn(sent, field) ? sent[field] : undefined) === textOf(want));
}

/**
 * The newest override of `call` that matches the payload (only whole answers where no domain runs: a forwarded call)
 * and the caller's session (`session`: the digest of the caller's token, for a recording made in a session), with one
 * answer used up: it is gone after its last. Undefined when none matches; a world without overrides pays one length
 * check per call.
 */
export function takeOverride(
  world: OverrideHolder,
  call: CallName,
  payload: unknown,
  { wholeAnswersOnly = false, session = null }: { wholeAnswersOnly?: boolean; session?: string | null } = {},
): Override | undefined {
  if (world.overrides.length === 0) return undefined;
  for (let index = world.overrides.length - 1; index >= 0; index -= 1) {
    const override = world.overrides[index];
    if (!override || override.call !== call || (wholeAnswersOnly && !override.answer)) continue;
    if (override.recorded?.session !== undefined && override.recorded.session !== session) continue;
    if (!payloadMatches(payload, override.match)) continue;
    if (override.remaining !== null) {
      override.remaining -= 1;
      if (override.remaining === 0) world.overrides.splice(index, 1);
    }
    return override;
  }
  return undefined;
}

/**
 * The domain's data with a patch merged in: an object patch merges field by field (into every row of a list, so one
 * patch reaches each tour of a search), anything else (a list, a text, a number, null) replaces the value.
 */
export function mergePatch(data: unknown, patch: unknown): unknown {
  if (!isRecord(patch)) return patch;
  if (Array.isArray(data)) return data.map((row) => mergePatch(row, patch));
  const base = isRecord(data) ? data : {};
  // The answer's own order of fields, then any the patch adds; fromEntries defines a field named __proto__ as a field.
  const keys = [...Object.keys(base), ...Object.keys(patch).filter((key) => !Object.hasOwn(base, key))];
  return Object.fromEntries(keys.map((key) => [key, Object.hasOwn(patch, key) ? mergePatch(base[key], patch[key]) : base[key]]));
}

/**
 * Saves a real backend's answer as a whole-answer override matched on every field its request carried (and on the
 * caller's session when it was asked with a token), replacing an earlier recording of the same request; a person's
 * overrides are never replaced. Answer fields named as secrets are withheld (recording-policy.ts), so a recording
 * written to a state file holds no one's token or key. False when the world has no room for it (count or bytes).
 */
export function recordAnswer(
  world: OverrideHolder,
  call: CallName,
  request: Record<string, unknown>,
  answer: { code: number; message: string; data?: unknown },
  drift: string[],
  at: Date,
  session?: string,
): boolean {
  const fields = Object.fromEntries(
    Object.entries(request)
      .filter(([, value]) => typeof value !== 'object' || value === null || Array.isArray(value))
      .map(([field, value]) => [field, textOf(value)]),
  );
  const same = (override: Override) =>
    override.recorded !== undefined &&
    override.call === call &&
    override.recorded.session === session &&
    JSON.stringify(override.match) === JSON.stringify(fields);
  world.overrides = world.overrides.filter((override) => !same(override));
  const { code, message, data } = answer;
  const override: Override = {
    id: nextId(world),
    call,
    match: fields,
    remaining: null,
    answer: { code, message, ...(data !== undefined ? { data: withoutSecrets(data) } : {}) },
    lenient: drift.length > 0,
    recorded: { at: at.toISOString(), drift: drift.slice(0, 50), ...(session ? { session } : {}) },
  };
  if (!hasRoomFor(world, override)) return false;
  world.overrides.push(override);
  return true;
}

/** Whether the world holds a recording of `call` made in a session: only then is the caller's token digested. */
export const hasSessionRecording = (world: OverrideHolder, call: CallName): boolean =>
  world.overrides.some((override) => override.call === call && override.recorded?.session !== undefined);
