import type { Article } from '@tours/contract';
import type { PageMetaProps } from '../../components/page-meta-tags';
import { byLanguage, type Language } from '../../lib/preferences';

/** An article's title in the page's language. */
export const articleTitle = (article: Article, language: Language): string => byLanguage(language, article.titleEn, article.title);

/**
 * What an article's page names itself by (components/page-meta-tags.ts): its title in the page's language and its
 * picture once it is here. The page and the shell sent when it could not be drawn read it.
 */
export const articlePageMeta = (article: Article | undefined, language: Language): PageMetaProps => ({
  page: 'article',
  title: article && articleTitle(article, language),
  pictures: [article?.picUrl],
  kind: 'article',
});
