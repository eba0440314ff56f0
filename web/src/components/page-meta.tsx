import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/preferences';
import { usePageAddresses } from '../lib/site-address';
import { type HeadTag, type PageMetaProps, pageMetaTags } from './page-meta-tags';

/** A head tag as React renders it; a page has one of each title, name, property and link. */
function elementOf(tag: HeadTag): ReactElement {
  if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
  if (tag.tag === 'link') return <link key={`${tag.rel} ${tag.hrefLang ?? ''}`} rel={tag.rel} hrefLang={tag.hrefLang} href={tag.href} />;
  if ('name' in tag) return <meta key={tag.name} name={tag.name} content={tag.content} />;
  return <meta key={tag.property} property={tag.property} content={tag.content} />;
}

/**
 * The document's head for this page, in the current language (page-meta-tags.ts). React 19 hoists a <title>, <meta>
 * and <link> rendered anywhere into <head>, so each route's page renders one of these itself; a server that draws the
 * page moves them there.
 */
export function PageMeta(props: PageMetaProps) {
  const { t } = useTranslation(['meta', 'common']);
  return <>{pageMetaTags(props, { t, language: useLanguage(), addresses: usePageAddresses() }).map(elementOf)}</>;
}
