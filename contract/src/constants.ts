/** Every figure of spec §9, named. No other module writes these numbers. */

export const REQUEST_TIMEOUT_MS = 20_000;
export const TOAST_DURATION_MS = 3_000;

export const BANNER_AUTOPLAY_MS = 8_000;
export const BLOG_BANNER_SLIDES = 3;

/** Tour list, home search, footer articles, blog, collection, reviews and content lists. */
export const PAGE_SIZE = 10;

/** Hold time of a checkout or cart item (mm:ss countdown), and an unpaid order's life. */
export const HOLD_MINUTES = 30;
export const HOLD_MS = HOLD_MINUTES * 60_000;

export const VERIFICATION_RESEND_SECONDS = 60;
export const ORDER_RESULT_POLL_MS = 3_000;

/** Availability is requested from the 1st to the 31st of the shown month. */
export const AVAILABILITY_FIRST_DAY = 1;
export const AVAILABILITY_LAST_DAY = 31;

export const GALLERY_LARGE_COUNT = 1;
export const GALLERY_SMALL_COUNT = 4;
export const GALLERY_VISIBLE_COUNT = GALLERY_LARGE_COUNT + GALLERY_SMALL_COUNT;
export const MAP_ZOOM = 14;
/** The keyless map the shop embeds when no maps key is configured; the storefront's page policy allows its frame. */
export const OPEN_STREET_MAP_ORIGIN = 'https://www.openstreetmap.org';
export const VIDEO_DIALOG_WIDTH_PX = 530;

export const PARTICIPANT_MIN_COUNT = 0;

export const REVIEW_SCORE_DEFAULT = 5;
export const DEFAULT_DISPLAY_RATING = 3.5;

export const RESULT_EMAIL_WITHIN_HOURS = 24;

/** Start-time buckets split at 12:00 PM and 5:00 PM. */
export const MORNING_ENDS_AT = '12:00';
export const EVENING_STARTS_AT = '17:00';

/** Duration options of the cart sample. */
export const CART_DURATION_OPTIONS = ['1-2h', '2-4h', '4-8h', '8-12h', '1 day', '1-2 days'] as const;

export const BREAKPOINT_DESKTOP_PX = 1200;
export const BREAKPOINT_TABLET_PX = 768;
export const SHARE_QR_LEVEL = 'L';
export const DEFAULT_LANGUAGE = 'en';

export const UPLOAD_FILES_HINT = 9;

/** Ad position of the home banners. */
export const AD_POSITION_BANNER = 1;

export const DICT_TYPE_DURATION = 'mall_duration_selection';
export const DICT_TYPE_START_TIME = 'mall_starttime_selection';

/** Local and session storage keys. */
export const STORAGE_TOKEN = 'token';
export const STORAGE_LANGUAGE = 'language';
export const STORAGE_CURRENCY = 'currencyId';
export const STORAGE_BOOKING_DRAFT = 'bookingDraft';

/**
 * "This currency is not supported" fires when the wallet is chosen with one of these currencies, named as
 * the currency list names them (`moneyName`). The spec says "a specific currency id" without naming it; we
 * chose CNY, which PayPal does not settle in, and find it by name so no deployment's id is compiled in
 * (docs/adr/0003-calls-and-fields-the-spec-leaves-open.md, docs/backend-questions.md row 30).
 */
export const WALLET_UNSUPPORTED_CURRENCIES: readonly string[] = ['CNY'];
export const DEFAULT_CURRENCY_ID = 1;

/**
 * Fixed ids the shop reads content by (spec §7: "fixed article category ids feed the footer (four
 * groups); two fixed article ids supply the top-bar links; two fixed article ids supply terms and
 * privacy"). The values are ours (docs/adr/0005-fixed-ids-are-a-build-setting.md); the seed and the web app both read them here.
 */
export const FOOTER_ARTICLE_CATEGORY_IDS = { contact: 1, usefulInformation: 2, friendlyLinks: 3, appLinks: 4 } as const;
export const TOP_BAR_ARTICLE_IDS = { settlement: 101, externalLink: 102 } as const;
export const LEGAL_ARTICLE_IDS = { terms: 103, privacy: 104 } as const;
/** Content list categories of the merchant application page: the intro (first entry used) and the benefits. */
export const CONTENT_CATEGORY_IDS = { settlementIntro: 11, settlementBenefits: 12 } as const;

/** The web app's defaults for its one deployment setting of fixed ids, VITE_SHOP_IDS (web/README.md, "Build-time settings"). */
export const DEFAULT_SHOP_IDS = {
  footerArticleCategories: FOOTER_ARTICLE_CATEGORY_IDS,
  topBarArticles: TOP_BAR_ARTICLE_IDS,
  legalArticles: LEGAL_ARTICLE_IDS,
  contentCategories: CONTENT_CATEGORY_IDS,
  defaultCurrency: DEFAULT_CURRENCY_ID,
} as const;

/** The sort fields and directions of product/search's `order` (spec §7). */
export const sortFields = ['adultPrice', 'createTime', 'salesCount'] as const;
export type SortField = (typeof sortFields)[number];
export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Blog list order: 4 recommended (default), 1 latest. */
export const BlogOrder = { Recommended: 4, Latest: 1 } as const;
export type BlogOrder = (typeof BlogOrder)[keyof typeof BlogOrder];

/** Integers travel as at most 9 digits: every one fits the 32-bit int a Java backend parses ids into. */
export const MAX_INTEGER = 999_999_999;
