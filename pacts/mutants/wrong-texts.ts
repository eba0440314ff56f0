import type { CallName } from '@tours/contract';
import { eachOf, type Json, type Mutant, onSuccess } from './mutant';

/**
 * Backends that keep every value's type but write the wrong text: a time in the backend's own zone, Chinese where the
 * English screen reads, escaped HTML, a currency code for its symbol. The pact pins these texts where a provider state
 * fixes them (pacts/support/pinned-text.ts); a correct backend's own choices (another symbol, other tags, other English)
 * must still pass.
 */

const EIGHT_HOURS_MS = 8 * 3_600_000;
const TIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A `yyyy-MM-dd HH:mm:ss` text written eight hours later, as a backend in UTC+8 writes a UTC instant. */
const eightHoursLater = (text: Json) => {
  if (typeof text !== 'string' || !TIME_TEXT.test(text)) return text;
  const shifted = new Date(Date.parse(`${text.replace(' ', 'T')}Z`) + EIGHT_HOURS_MS);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
};
const ORDER_TIMES = ['createTime', 'payTime', 'payExpireTime'];
const shiftTimes = (order: Json) => {
  for (const key of ORDER_TIMES) if (order && key in order) order[key] = eightHoursLater(order[key]);
};

/** Each English field given its Chinese twin's text, as a backend falling back on a missing translation does. */
const chineseForEnglish = (record: Json, pairs: [english: string, chinese: string][]) => {
  for (const [english, chinese] of pairs) if (typeof record?.[chinese] === 'string') record[english] = record[chinese];
};
const ARTICLE_LANGUAGES: [string, string][] = [
  ['titleEn', 'title'],
  ['contentEn', 'content'],
];

/** HTML escaped for display, as an output filter writes it: the screen then shows the tags themselves. */
const escaped = (text: Json) =>
  typeof text === 'string' ? text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;') : text;

const timesLater = (call: CallName, edit: (data: Json) => void): Mutant => ({
  name: "the order's times are written eight hours later (the backend's local zone, same format)",
  call,
  breaks: 'the hold countdown is eight hours off, and an order whose hold has run out still offers Pay Now',
  change: onSuccess(edit),
});

const currencyCode = (call: CallName, edit: (data: Json) => void): Mutant => ({
  name: 'currencyInco is the ISO code "USD" instead of its symbol',
  call,
  breaks: 'every price reads "USD15"',
  change: onSuccess(edit),
});

export const WRONG_TEXTS: Mutant[] = [
  timesLater('trade.order.get-detail', shiftTimes),
  timesLater('trade.order.page', (data) => eachOf(data.page?.list, shiftTimes)),
  {
    name: "the tour types' nameEn holds the Chinese name (a missing translation)",
    call: 'category.list',
    breaks: 'the English shop shows the tour types in Chinese',
    change: onSuccess((categories) => eachOf(categories, (category) => chineseForEnglish(category, [['nameEn', 'name']]))),
  },
  {
    name: "the footer articles' titleEn and contentEn hold the Chinese text (a missing translation)",
    call: 'article.list',
    breaks: 'the English shop shows a Chinese footer',
    change: onSuccess((page) => eachOf(page.list, (article) => chineseForEnglish(article, ARTICLE_LANGUAGES))),
  },
  {
    name: "the terms' titleEn and contentEn hold the Chinese text (a missing translation)",
    call: 'article.detail',
    breaks: 'the English terms page is in Chinese',
    change: onSuccess((article) => chineseForEnglish(article, ARTICLE_LANGUAGES)),
  },
  {
    name: "the terms' content is HTML-escaped (&lt;h3&gt;, an output filter)",
    call: 'article.detail',
    breaks: 'the terms page shows literal tags',
    change: onSuccess((article) => {
      article.content = escaped(article.content);
      article.contentEn = escaped(article.contentEn);
    }),
  },
  {
    name: "the post's content is HTML-escaped",
    call: 'blog.detail',
    breaks: 'the blog post shows literal tags',
    change: onSuccess((blog) => (blog.content = escaped(blog.content))),
  },
  {
    name: "the guide's description is HTML-escaped",
    call: 'member.merchant.detail.check',
    breaks: "the guide's About me shows literal tags",
    change: onSuccess((guide) => (guide.description = escaped(guide.description))),
  },
  currencyCode('product.detail', (tour) => (tour.currencyInco = 'USD')),
  currencyCode('trade.order.settlement', (quote) => (quote.currencyInco = 'USD')),
  currencyCode('trade.order.get-detail', (order) => (order.currencyInco = 'USD')),
  {
    name: 'currencyInco is another currency\'s symbol ("HK$")',
    call: 'product.detail',
    harmless: 'the shop puts whatever symbol comes before the amount',
    change: onSuccess((tour) => (tour.currencyInco = 'HK$')),
  },
  {
    name: "the terms' HTML uses other tags and entities (<section>, <strong>, &amp;)",
    call: 'article.detail',
    harmless: 'the terms page renders any sanitised HTML',
    change: onSuccess((article) => {
      article.content = `<section>${article.content}<p><strong>条款</strong> &amp; 细则</p></section>`;
      article.contentEn = `<section>${article.contentEn}<p><strong>Terms</strong> &amp; conditions</p></section>`;
    }),
  },
  {
    name: 'the tour types\' English names use accents and dashes ("Café – Food & Drink")',
    call: 'category.list',
    harmless: 'English text may hold any Latin letters and punctuation',
    change: onSuccess((categories) => eachOf(categories, (category) => (category.nameEn = `Café – ${category.nameEn}`))),
  },
];
