import type { Article, BlogPosting, BreadcrumbList, Organization, Product, WebSite } from 'schema-dts';

/** One thing a page describes to search engines, as schema.org types it (Google's schema-dts); strings are ids only. */
export type Thing = Exclude<Product | BreadcrumbList | BlogPosting | Article | Organization | WebSite, string>;

/**
 * The backend's `yyyy-MM-dd HH:mm:ss` as ISO 8601 (`yyyy-MM-ddTHH:mm:ss`), which schema.org's dates are; anything else
 * is left out rather than guessed.
 */
export function isoDateTime(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(text.trim());
  return match ? `${match[1]}T${match[2]}` : /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : undefined;
}

/** Text of server HTML (a guide's "About me"), for a field that is text: tags go, runs of space become one. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The shop itself, as the publisher of its posts and the site's owner. */
export const shopOrganization = (name: string, origin: string): Exclude<Organization, string> => ({
  '@type': 'Organization',
  name,
  url: `${origin}/`,
  logo: `${origin}/apple-touch-icon.png`,
});
