import type { TFunction } from 'i18next';
import type pages from '../lib/i18n/locales/en/meta.json';
import type { Language } from '../lib/preferences';
import type { PageAddresses } from '../lib/site-address';
import { sharePicture } from './share-picture';

/**
 * A screen with its own default title in the `meta` strings. Screens behind a login share one description
 * (`private`): nobody finds them by searching, and every string here ships in the entry chunk.
 */
type MetaPage = Exclude<keyof typeof pages, 'private'>;

/** What a page says of itself in its head: the screen, and what names it once its data is here. */
export interface PageMetaProps {
  page: MetaPage;
  /** What names this screen once its data is here (a tour's name, a post's title); the page's default until then. */
  title?: string;
  description?: string;
  /** The page's own pictures, best first; a link preview shows the first it can (share-picture.ts). */
  pictures?: readonly (string | null | undefined)[];
  /** What a link preview calls the page: a post or an article is `article`, anything else `website`. */
  kind?: 'website' | 'article';
}

/** One tag of a page's head, by the attributes React and HTML both name it with. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'alternate'; hrefLang?: string; href: string };

/** Where the page is read: in which language, the strings of that language, and the page's addresses. */
interface PageMetaContext {
  t: TFunction<['meta', 'common']>;
  language: Language;
  addresses: Pick<PageAddresses, 'canonical' | 'en' | 'zh' | 'origin'>;
}

/** Search results show about 160 characters; a whole tour introduction would only be cut there. */
const DESCRIPTION_MAX = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** Open Graph names a locale as language_TERRITORY. */
const OG_LOCALE = { en: 'en_US', zh: 'zh_CN' } as const;

/**
 * The page's head tags, in the language it is read in: its title ("<page> | <shop>") and description, its canonical
 * address with its address in each language (hreflang; English is also the default), and what a link preview shows
 * (Open Graph and Twitter's card). The not-found page names no address: it is nobody's canonical page. One list for
 * the page React draws (page-meta.tsx) and for the shell a server sends when it cannot draw it
 * (server-render/shell-head.ts), so both say the same.
 */
export function pageMetaTags(
  { page, title, description, pictures = [], kind = 'website' }: PageMetaProps,
  { t, language, addresses }: PageMetaContext,
): HeadTag[] {
  const name = title?.trim() || t(`meta:${page}.title`);
  const text = description?.trim() ? shorten(description) : t([`meta:${page}.description`, 'meta:private.description']);
  const brand = t('common:brand');
  const named: HeadTag[] =
    page === 'notFound'
      ? []
      : [
          { tag: 'link', rel: 'canonical', href: addresses.canonical },
          { tag: 'link', rel: 'alternate', hrefLang: 'en', href: addresses.en },
          { tag: 'link', rel: 'alternate', hrefLang: 'zh-Hans', href: addresses.zh },
          { tag: 'link', rel: 'alternate', hrefLang: 'x-default', href: addresses.en },
          { tag: 'meta', property: 'og:url', content: addresses.canonical },
        ];
  return [
    { tag: 'title', text: `${name} | ${brand}` },
    { tag: 'meta', name: 'description', content: text },
    ...named,
    { tag: 'meta', property: 'og:title', content: name },
    { tag: 'meta', property: 'og:description', content: text },
    { tag: 'meta', property: 'og:image', content: sharePicture(pictures, addresses.origin) },
    { tag: 'meta', property: 'og:type', content: kind },
    { tag: 'meta', property: 'og:site_name', content: brand },
    { tag: 'meta', property: 'og:locale', content: OG_LOCALE[language] },
    { tag: 'meta', property: 'og:locale:alternate', content: OG_LOCALE[language === 'zh' ? 'en' : 'zh'] },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
  ];
}
