import { useTranslation } from 'react-i18next';
import type pages from '../lib/i18n/locales/en/meta.json';
import { useLanguage } from '../lib/preferences';
import { usePageAddresses } from '../lib/site-address';
import { sharePicture } from './share-picture';

/**
 * A screen with its own default title in the `meta` strings. Screens behind a login share one description
 * (`private`): nobody finds them by searching, and every string here ships in the entry chunk.
 */
type MetaPage = Exclude<keyof typeof pages, 'private'>;

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

/** Search results show about 160 characters; a whole tour introduction would only be cut there. */
const DESCRIPTION_MAX = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** Open Graph names a locale as language_TERRITORY. */
const OG_LOCALE = { en: 'en_US', zh: 'zh_CN' } as const;

/**
 * The document's head for this page, in the current language: its title ("<page> | <shop>") and description, its
 * canonical address with its address in each language (hreflang; English is also the default), and what a link
 * preview shows (Open Graph and Twitter's card). React 19 hoists a <title>, <meta> and <link> rendered anywhere into
 * <head>, so each route's page renders one of these itself; a server that draws the page moves them there.
 * The not-found page names no address: it is nobody's canonical page.
 */
export function PageMeta({ page, title, description, pictures = [], kind = 'website' }: PageMetaProps) {
  const { t } = useTranslation(['meta', 'common']);
  const language = useLanguage();
  const addresses = usePageAddresses();
  const name = title?.trim() || t(`meta:${page}.title`);
  const text = description?.trim() ? shorten(description) : t([`meta:${page}.description`, 'meta:private.description']);
  const addressed = page !== 'notFound';
  return (
    <>
      <title>{`${name} | ${t('common:brand')}`}</title>
      <meta name="description" content={text} />
      {addressed ? (
        <>
          <link rel="canonical" href={addresses.canonical} />
          <link rel="alternate" hrefLang="en" href={addresses.en} />
          <link rel="alternate" hrefLang="zh-Hans" href={addresses.zh} />
          <link rel="alternate" hrefLang="x-default" href={addresses.en} />
          <meta property="og:url" content={addresses.canonical} />
        </>
      ) : null}
      <meta property="og:title" content={name} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={sharePicture(pictures, addresses.origin)} />
      <meta property="og:type" content={kind} />
      <meta property="og:site_name" content={t('common:brand')} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[language === 'zh' ? 'en' : 'zh']} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
