import {
  articleSchema,
  bannerSchema,
  categorySchema,
  citySchema,
  countrySchema,
  currencySchema,
  dictEntrySchema,
  languageSchema,
} from '@tours/contract';
import { z } from 'zod';
import type { State } from './state.js';

/**
 * The shape of an imported or reloaded world, checked before it replaces anything: a row of the wrong
 * kind would load quietly and make every later search answer 500. Its output type must equal State
 * (checked below at compile time), so a change to State fails the typecheck until this file follows.
 * Times are checked as the formats the domain writes; domain rules (counts, references) are
 * checkInvariants' job, run after this.
 */
const id = z.number().int();
const count = z.number().int().min(0);
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a time YYYY-MM-DD HH:mm:ss');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const hourMinute = z.string().regex(/^\d{2}:\d{2}$/, 'must be a time HH:mm');
/** Payment settlements and guide replies keep milliseconds: their delays are shorter than a second's grain. */
const instant = z.iso.datetime();

const sequencesSchema = z.object({
  user: id,
  order: id,
  orderItem: id,
  payOrder: id,
  review: id,
  favorite: id,
  card: id,
  thread: id,
  message: id,
  email: id,
  application: id,
});

const blogSchema = z.object({
  id,
  title: z.string(),
  tagNames: z.array(z.string()),
  introduction: z.string(),
  picUrl: z.string(),
  hitCount: count,
  createTime: dateTime,
  content: z.string(),
  spuId: id.nullable(),
  cityId: id,
  recommendWeight: z.number(),
  recommendBanner: z.boolean(),
  recommendHot: z.boolean(),
});

const merchantSchema = z.object({ id, name: z.string(), logo: z.string(), cityId: id, description: z.string() });

const tourTextSchema = z.object({
  introduction: z.string(),
  cancellationPolicy: z.string(),
  billPurchase: z.string(),
  itineraryDescription: z.string(),
  highlightDescription: z.string(),
  detailDescription: z.string(),
  travelContent: z.string(),
  limitationDescription: z.string(),
  meetingTypeName: z.string(),
  meetingPointDescription: z.string(),
});

const tourSchema = z.object({
  id,
  name: z.string(),
  textId: count,
  cityId: id,
  categoryId: id,
  merchantId: id,
  model: z.literal([1, 2]),
  teamPrice: z.number().nullable(),
  adultPrice: z.number(),
  childPrice: z.number(),
  toddlerPrice: z.number(),
  teamLimit: count,
  duration: z.number(),
  times: z.array(hourMinute),
  weekdayMask: z.number().int().min(0).max(127),
  languageIds: z.array(id),
  galleryCount: count,
  videoUrl: z.string().nullable(),
  createTime: dateTime,
  salesCount: z.number().int(),
  score: z.number().nullable(),
  reviewCount: count,
  recommendHot: z.boolean(),
  recommendNew: z.boolean(),
});

const userSchema = z.object({
  id,
  email: z.string(),
  passwordHash: z.string(),
  salt: z.string(),
  name: z.string(),
  surname: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  areaId: id.nullable(),
  logo: z.string(),
  languageId: id.nullable(),
  language: z.string().nullable(),
  currencyId: id.nullable(),
  flagEmail: z.boolean(),
  createTime: dateTime,
});

/** Its own schema: session rows are the part most likely to change again, and only this entry should then. */
export const sessionsSchema = z.record(z.string(), z.object({ userId: id, createdAt: dateTime, expiresAt: dateTime }));

const loginFailureSchema = z.object({ email: z.string(), failedAt: z.array(dateTime), lockedUntil: dateTime.nullable() });

const codeSchema = z.object({
  email: z.string(),
  purpose: z.enum(['register', 'merchant']),
  code: z.string(),
  sentAt: dateTime,
  expiresAt: dateTime,
  used: z.boolean(),
  wrongAttempts: count,
});

const outboxSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().optional(),
  sentAt: dateTime,
});

const orderItemSchema = z.object({
  id,
  spuId: id,
  reservationDate: date,
  reservationTime: hourMinute,
  adultCount: z.number().int(),
  childCount: z.number().int(),
  toddlerCount: z.number().int(),
  languageId: id,
  priceMode: z.literal([1, 2]),
});

const orderSchema = z.object({
  id,
  payOrderId: id,
  userId: id,
  status: z.literal([0, 10, 30, 90]),
  payStatus: z.boolean(),
  payPrice: z.number(),
  currencyId: id,
  currencyInco: z.string(),
  payTime: dateTime.nullable(),
  payExpireTime: dateTime,
  commentStatus: z.boolean(),
  merchantId: id,
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  payMode: z.string().nullable(),
  createTime: dateTime,
  closed: z.boolean(),
  items: z.array(orderItemSchema),
});

const paymentSchema = z.object({
  token: z.string(),
  orderId: id,
  payMode: z.enum(['card', 'quick']),
  status: z.enum(['CREATED', 'PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'VOIDED']),
  settleAt: instant.nullable(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  createTime: dateTime,
});

const reviewSchema = z.object({
  id,
  spuId: id,
  userId: id.nullable(),
  orderId: id.nullable(),
  orderItemId: id.nullable(),
  userNickname: z.string(),
  userAvatar: z.string(),
  guideScores: z.number(),
  transportationScores: z.number(),
  priceScores: z.number(),
  scores: z.number(),
  content: z.string(),
  picUrls: z.array(z.string()),
  commentTime: dateTime,
});

const favoriteSchema = z.object({ id, userId: id, spuId: id, createTime: dateTime });

const cardSchema = z.object({
  id,
  userId: id,
  bankType: z.number().int(),
  cardType: z.string(),
  cardName: z.string(),
  last4: z.string(),
  createTime: dateTime,
});

const threadSchema = z.object({
  id,
  userId: id,
  merchantId: id,
  lastestTime: dateTime,
  messageContent: z.string(),
  noReadCount: count,
});

const messageSchema = z.object({ id, threadId: id, userId: id.nullable(), content: z.string(), createTime: dateTime, read: z.boolean() });

const pendingReplySchema = z.object({ threadId: id, content: z.string(), dueAt: instant });

const applicationSchema = z.object({
  id,
  identity: z.number().int(),
  merchantName: z.string(),
  identityCode: z.string(),
  contactPerson: z.string(),
  contactNumber: z.string(),
  serviceContent: z.string(),
  picUrl: z.array(z.string()),
  email: z.string(),
  region: z.string(),
  IDNumber: z.string(),
  areaId: z.string().nullable(),
  createTime: dateTime,
});

export const stateSchema = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  scale: z.number().int().min(1),
  seq: sequencesSchema,
  catalogVersion: z.number().int(),
  cities: z.array(citySchema.extend({ picUrl: z.string(), isRecommend: z.boolean(), lng: z.number(), lat: z.number() })),
  categories: z.array(categorySchema),
  languages: z.array(languageSchema.extend({ code: z.string(), isSetting: z.boolean() })),
  currencies: z.array(currencySchema.extend({ code: z.string(), rate: z.number().positive(), decimals: count })),
  countries: z.array(countrySchema),
  dict: z.object({ duration: z.array(dictEntrySchema), startTime: z.array(dictEntrySchema) }),
  banners: z.array(bannerSchema.extend({ id, position: z.number().int() })),
  articles: z.array(articleSchema.extend({ categoryId: z.number().int(), sort: z.number().int() })),
  blogs: z.array(blogSchema),
  merchants: z.array(merchantSchema),
  tourTexts: z.array(tourTextSchema),
  tours: z.array(tourSchema),
  users: z.array(userSchema),
  sessions: sessionsSchema,
  loginFailures: z.array(loginFailureSchema),
  codes: z.array(codeSchema),
  outbox: z.array(outboxSchema),
  orders: z.array(orderSchema),
  payments: z.array(paymentSchema),
  reviews: z.array(reviewSchema),
  favorites: z.array(favoriteSchema),
  cards: z.array(cardSchema),
  threads: z.array(threadSchema),
  messages: z.array(messageSchema),
  pendingReplies: z.array(pendingReplySchema),
  applications: z.array(applicationSchema),
});

/**
 * Both types flattened (State's rows are intersections of contract entities and extra fields), then
 * compared exactly: a field missing on either side, optional on one side only, or of another type fails.
 */
type Flat<T> = T extends readonly unknown[] ? { [K in keyof T]: Flat<T[K]> } : T extends object ? { [K in keyof T]: Flat<T[K]> } : T;
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
const schemaMatchesState: Same<z.output<typeof stateSchema>, State> = true;
void schemaMatchesState;

/** 'tours[3].adultPrice': the path of a value as a person would write it to find it in the file. */
export function valuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

export type StateCheck = { ok: true; state: State } | { ok: false; path: string; problem: string };

/** The path and reason of a zod issue (parsed with reportInput), "is required" for a missing value. */
export function describeIssue(issue: z.core.$ZodIssue | undefined): { path: string; problem: string } {
  if (!issue) return { path: '', problem: 'is invalid' };
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return { path: valuePath(issue.path), problem: missing ? 'is required' : issue.message };
}

/**
 * Keys that reach an object's prototype once a row is assigned or copied by key (`table[key] = row`,
 * a record schema's copy): JSON.parse keeps them as plain keys, so they are refused wherever state is read.
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const PROTOTYPE_KEY_PROBLEM = 'is a prototype key (__proto__, constructor or prototype), which state never holds';

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/** The path of the first prototype key in a JSON value, or null. Without recursion: a log record may be large and deep. */
export function prototypeKeyPath(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const parent = visit;
    const current = parent.value;
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, key: index, parent });
      });
      continue;
    }
    for (const key of Object.keys(current)) {
      const found: Visit = { value: (current as Record<string, unknown>)[key], key, parent };
      if (PROTOTYPE_KEYS.has(key)) return valuePath(keysOf(found));
      stack.push(found);
    }
  }
  return null;
}

function keysOf(visit: Visit): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) keys.unshift(at.key);
  return keys;
}

/** The parsed copy (unknown keys dropped), or the path and reason of the first bad value. */
export function checkStateShape(value: unknown): StateCheck {
  const poisoned = prototypeKeyPath(value);
  if (poisoned !== null) return { ok: false, path: poisoned, problem: PROTOTYPE_KEY_PROBLEM };
  const result = stateSchema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, state: result.data };
  const { path, problem } = describeIssue(result.error.issues[0]);
  return { ok: false, path: path || 'state', problem };
}
