import { Paper, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articleListOptions } from '../../api/articles';
import { InlineFailure, queryFailure } from '../../components/inline-failure';
import { shopIds } from '../../config/shop-ids';
import { lazyPart } from '../../lib/lazy-part';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** Sanitizing needs DOMPurify: fetched with the contact text, not with the shell. */
const HtmlContent = lazyPart(
  () => import('../../components/html-content'),
  (module) => module.HtmlContent,
);

/**
 * How to reach the company: the footer's contact articles, the same query and so the same words, so About us can
 * never give an address or a number the footer does not (every page already asks for them with its chrome).
 */
export function AboutContact() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const contact = useQuery(articleListOptions(shopIds.footerArticleCategories.contact));
  const failure = queryFailure(contact);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('about.contactTitle')}>
      <Title order={2} size="h4" mb="xs">
        {t('about.contactTitle')}
      </Title>
      {contact.status === 'pending' ? <Skeleton h={72} /> : null}
      {failure ? <InlineFailure text={t('about.contactFailed')} failure={failure} /> : null}
      {(contact.data?.list ?? []).map((article) => (
        <HtmlContent key={article.id} policy="editorial" html={byLanguage(language, article.contentEn, article.content)} />
      ))}
    </Paper>
  );
}
