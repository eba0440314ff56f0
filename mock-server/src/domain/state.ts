import { categorySchema, countrySchema, dictEntrySchema } from '@tours/contract';
import { z } from 'zod';
import {
  articleRowSchema,
  bannerRowSchema,
  blogRowSchema,
  cityRowSchema,
  currencyRowSchema,
  languageRowSchema,
  merchantRowSchema,
  tourRowSchema,
  tourTextSchema,
} from './rows/catalog.js';
import { id } from './rows/formats.js';
import {
  applicationRowSchema,
  cardRowSchema,
  favoriteRowSchema,
  loginFailureRowSchema,
  outboxEmailSchema,
  sessionRowSchema,
  userRowSchema,
  verificationCodeSchema,
} from './rows/members.js';
import { messageRowSchema, pendingReplySchema, threadRowSchema } from './rows/messages.js';
import { orderRowSchema, paymentRowSchema, reviewRowSchema } from './rows/orders.js';

export type { ArticleRow, BannerRow, BlogRow, CityRow, CurrencyRow, LanguageRow, MerchantRow, TourRow, TourText } from './rows/catalog.js';
export type { CardRow, CodePurpose, LoginFailureRow, SessionRow, UserRow } from './rows/members.js';
export type { ThreadRow } from './rows/messages.js';
export type { OrderItemRow, OrderRow, PaymentRow, PaymentStatus, ReviewRow } from './rows/orders.js';

/** Next id per table; ids are never reused, so a deleted row's id never comes back. */
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
export type Sequences = z.output<typeof sequencesSchema>;

/**
 * The whole state of one world, and the one description of it: the types are inferred from this schema, and an
 * imported or reloaded world is checked against it before it replaces anything (a row of the wrong kind would load
 * quietly and make every later search answer 500). Domain rules (counts, references) are checkInvariants' job.
 *
 * Plain JSON data only (arrays, objects, strings, numbers, booleans, date strings): the adapter persists it with
 * JSON.stringify and copies it with structuredClone for isolated worlds. Derived look-ups (search indexes) live
 * outside it, in caches.
 */
export const stateSchema = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  scale: z.number().int().min(1),
  seq: sequencesSchema,
  /** Bumped whenever a tour's sort keys (sales, score) change, so the search caches rebuild. */
  catalogVersion: z.number().int(),

  cities: z.array(cityRowSchema),
  categories: z.array(categorySchema),
  languages: z.array(languageRowSchema),
  currencies: z.array(currencyRowSchema),
  countries: z.array(countrySchema),
  dict: z.object({ duration: z.array(dictEntrySchema), startTime: z.array(dictEntrySchema) }),
  banners: z.array(bannerRowSchema),
  articles: z.array(articleRowSchema),
  blogs: z.array(blogRowSchema),
  merchants: z.array(merchantRowSchema),
  /** Long tour texts shared by many tours: keeps a 100,000-tour catalogue small. */
  tourTexts: z.array(tourTextSchema),
  tours: z.array(tourRowSchema),

  users: z.array(userRowSchema),
  /** Login token -> its session. Expired rows are dropped at the next login. */
  sessions: z.record(z.string(), sessionRowSchema),
  /** Recent failed logins per email (known or not), for the lock after repeated failures. */
  loginFailures: z.array(loginFailureRowSchema),
  codes: z.array(verificationCodeSchema),
  outbox: z.array(outboxEmailSchema),
  orders: z.array(orderRowSchema),
  payments: z.array(paymentRowSchema),
  reviews: z.array(reviewRowSchema),
  favorites: z.array(favoriteRowSchema),
  cards: z.array(cardRowSchema),
  threads: z.array(threadRowSchema),
  messages: z.array(messageRowSchema),
  /** Guide answers waiting for their moment; tick() delivers them. */
  pendingReplies: z.array(pendingReplySchema),
  applications: z.array(applicationRowSchema),
});
export type State = z.output<typeof stateSchema>;
