import type { Article, Banner, Category, City, Country, Currency, DictEntry, Language } from '@tours/contract';

/**
 * The whole state of one world. Plain JSON data only (arrays, objects, strings, numbers, booleans,
 * ISO-like date strings): the adapter persists it with JSON.stringify and copies it with
 * structuredClone for isolated worlds. Derived look-ups (search indexes) live outside it, in caches.
 * Times are stored as 'YYYY-MM-DD HH:mm:ss' in UTC, the mock's clock zone (docs/adr/0010-a-pure-deterministic-mock-domain.md).
 */
export interface State {
  version: 1;
  seed: number;
  scale: number;
  /** Next id per table; ids are never reused, so a deleted row's id never comes back. */
  seq: Sequences;
  /** Bumped whenever a tour's sort keys (sales, score) change, so the search caches rebuild. */
  catalogVersion: number;

  cities: CityRow[];
  categories: Category[];
  languages: LanguageRow[];
  currencies: CurrencyRow[];
  countries: Country[];
  dict: { duration: DictEntry[]; startTime: DictEntry[] };
  banners: BannerRow[];
  articles: ArticleRow[];
  blogs: BlogRow[];
  merchants: MerchantRow[];
  /** Long tour texts shared by many tours: keeps a 100,000-tour catalogue small. */
  tourTexts: TourText[];
  tours: TourRow[];

  users: UserRow[];
  /** Login token -> its session. Expired rows are dropped at the next login. */
  sessions: Record<string, SessionRow>;
  /** Recent failed logins per email (known or not), for the lock after repeated failures. */
  loginFailures: LoginFailureRow[];
  codes: VerificationCode[];
  outbox: OutboxEmail[];
  orders: OrderRow[];
  payments: PaymentRow[];
  reviews: ReviewRow[];
  favorites: FavoriteRow[];
  cards: CardRow[];
  threads: ThreadRow[];
  messages: MessageRow[];
  /** Guide answers waiting for their moment; tick() delivers them. */
  pendingReplies: PendingReply[];
  applications: ApplicationRow[];
}

export interface Sequences {
  user: number;
  order: number;
  orderItem: number;
  payOrder: number;
  review: number;
  favorite: number;
  card: number;
  thread: number;
  message: number;
  email: number;
  application: number;
}

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  code?: string;
  sentAt: string;
}

export type CityRow = City & { picUrl: string; isRecommend: boolean; lng: number; lat: number };
/** `code` is the member-settings language code ('en', 'zh'); `isSetting` marks the two UI languages. */
export type LanguageRow = Language & { code: string; isSetting: boolean };
/** `rate`: units of this currency per US dollar; `decimals`: how prices are rounded. */
export type CurrencyRow = Currency & { code: string; rate: number; decimals: number };
export type BannerRow = Banner & { id: number; position: number };
/** `categoryId` is the article category (footer group, content category) or 0 for stand-alone articles. */
export type ArticleRow = Article & { categoryId: number; sort: number };

export interface BlogRow {
  id: number;
  title: string;
  tagNames: string[];
  introduction: string;
  picUrl: string;
  hitCount: number;
  createTime: string;
  content: string;
  spuId: number | null;
  cityId: number;
  /** Higher comes first in the recommended order (4). */
  recommendWeight: number;
  recommendBanner: boolean;
  recommendHot: boolean;
}

export interface MerchantRow {
  id: number;
  name: string;
  logo: string;
  cityId: number;
  /** About Me, HTML. */
  description: string;
}

export interface TourText {
  introduction: string;
  cancellationPolicy: string;
  billPurchase: string;
  itineraryDescription: string;
  highlightDescription: string;
  detailDescription: string;
  travelContent: string;
  limitationDescription: string;
  meetingTypeName: string;
  meetingPointDescription: string;
}

export interface TourRow {
  id: number;
  name: string;
  /** Index into State.tourTexts. */
  textId: number;
  cityId: number;
  categoryId: number;
  merchantId: number;
  /** 1 priced per group (teamPrice for the party), 2 per person. */
  model: 1 | 2;
  /** Prices in US dollars; the handlers convert them to the caller's currency. */
  teamPrice: number | null;
  adultPrice: number;
  childPrice: number;
  toddlerPrice: number;
  teamLimit: number;
  /** Hours. */
  duration: number;
  /** 'HH:mm' slots of an open day, ascending. */
  times: string[];
  /** Bit d set (d = 0 Sunday .. 6 Saturday) when the tour runs on that weekday. */
  weekdayMask: number;
  languageIds: number[];
  galleryCount: number;
  videoUrl: string | null;
  createTime: string;
  /** Bookings count shown on cards: seeded base plus every paid order. */
  salesCount: number;
  /** Average of the tour's reviews, one decimal; null without reviews. */
  score: number | null;
  reviewCount: number;
  recommendHot: boolean;
  recommendNew: boolean;
}

export interface UserRow {
  id: number;
  email: string;
  /** Hex SHA-256 of salt + password. */
  passwordHash: string;
  salt: string;
  name: string;
  surname: string;
  nickname: string;
  mobile: string;
  areaId: number | null;
  logo: string;
  languageId: number | null;
  language: string | null;
  currencyId: number | null;
  flagEmail: boolean;
  createTime: string;
}

export interface SessionRow {
  userId: number;
  createdAt: string;
  /** On the world's clock, so advancing it ends sessions. */
  expiresAt: string;
}

export interface LoginFailureRow {
  /** Lower-case, as typed: unknown emails are counted too, so a lock tells nothing about accounts. */
  email: string;
  /** Failures within the counting window, oldest first. */
  failedAt: string[];
  lockedUntil: string | null;
}

export type CodePurpose = 'register' | 'merchant';

export interface VerificationCode {
  email: string;
  purpose: CodePurpose;
  code: string;
  sentAt: string;
  expiresAt: string;
  used: boolean;
  /** Wrong guesses of this code; at the limit the code is spent. */
  wrongAttempts: number;
}

export interface OrderItemRow {
  id: number;
  spuId: number;
  reservationDate: string;
  reservationTime: string;
  adultCount: number;
  childCount: number;
  toddlerCount: number;
  languageId: number;
  priceMode: 1 | 2;
}

export interface OrderRow {
  id: number;
  payOrderId: number;
  userId: number;
  status: 0 | 10 | 30 | 90;
  payStatus: boolean;
  payPrice: number;
  currencyId: number;
  currencyInco: string;
  payTime: string | null;
  payExpireTime: string;
  commentStatus: boolean;
  merchantId: number;
  fullName: string;
  lastName: string;
  email: string;
  mobile: string;
  payMode: string | null;
  createTime: string;
  /** An unpaid order past payExpireTime: hidden from lists and counts, refused for payment. */
  closed: boolean;
  items: OrderItemRow[];
}

/** VOIDED: another payment of the same order was approved first, so this one never takes money. */
export type PaymentStatus = 'CREATED' | 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'VOIDED';

export interface PaymentRow {
  /** Random hex, the PayPal-style payment token of the approval link. */
  token: string;
  orderId: number;
  payMode: 'card' | 'quick';
  status: PaymentStatus;
  /** When a pending card payment is approved by tick(); ISO text with milliseconds. */
  settleAt: string | null;
  returnUrl: string;
  cancelUrl: string;
  createTime: string;
}

export interface ReviewRow {
  id: number;
  spuId: number;
  /** Null for seeded reviews written by travellers who have no account here. */
  userId: number | null;
  orderId: number | null;
  orderItemId: number | null;
  userNickname: string;
  userAvatar: string;
  guideScores: number;
  transportationScores: number;
  priceScores: number;
  /** Average of the three sub-scores, one decimal. */
  scores: number;
  content: string;
  picUrls: string[];
  commentTime: string;
}

export interface FavoriteRow {
  id: number;
  userId: number;
  spuId: number;
  createTime: string;
}

export interface CardRow {
  id: number;
  userId: number;
  bankType: number;
  cardType: string;
  cardName: string;
  last4: string;
  createTime: string;
}

export interface ThreadRow {
  id: number;
  userId: number;
  merchantId: number;
  lastestTime: string;
  messageContent: string;
  noReadCount: number;
}

export interface MessageRow {
  id: number;
  threadId: number;
  /** Null when the guide wrote it. */
  userId: number | null;
  content: string;
  createTime: string;
  /** Guide messages count as unread until the user opens the thread. */
  read: boolean;
}

export interface PendingReply {
  threadId: number;
  content: string;
  /** ISO text with milliseconds: the delay is shorter than the stored times' one-second grain. */
  dueAt: string;
}

export interface ApplicationRow {
  id: number;
  identity: number;
  merchantName: string;
  identityCode: string;
  contactPerson: string;
  contactNumber: string;
  serviceContent: string;
  picUrl: string[];
  email: string;
  region: string;
  IDNumber: string;
  /** A country code (spec §3), not a country id as at registration. */
  areaId: string | null;
  createTime: string;
}
