import { useTranslation } from 'react-i18next';
import type pages from '../lib/i18n/locales/en/meta.json';

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
}

/** Search results show about 160 characters; a whole tour introduction would only be cut there. */
const DESCRIPTION_MAX = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The document's title ("<page> | <shop>") and description, in the current language. React 19 hoists a
 * <title> and <meta> rendered anywhere into <head>, so each route's page renders one of these itself.
 */
export function PageMeta({ page, title, description }: PageMetaProps) {
  const { t } = useTranslation(['meta', 'common']);
  const name = title?.trim() || t(`meta:${page}.title`);
  const text = description?.trim() ? shorten(description) : t([`meta:${page}.description`, 'meta:private.description']);
  return (
    <>
      <title>{`${name} | ${t('common:brand')}`}</title>
      <meta name="description" content={text} />
    </>
  );
}
