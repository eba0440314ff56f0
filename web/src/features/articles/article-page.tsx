import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { articleDetailOptions } from '../../api/articles';
import { HtmlContent } from '../../components/html-content';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { StructuredData } from '../../components/structured-data';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { usePageAddresses } from '../../lib/site-address';
import { articlePageMeta, articleTitle } from './article-page-meta';
import { articleStructuredData } from './article-structured-data';

/** /article?id=: title and content in the page language, and the create time. A failure is not toasted (spec §8); the page shows it with Retry. */
export function ArticlePage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useQuery({ ...articleDetailOptions(id), enabled: id > 0 });
  const addresses = usePageAddresses();
  const title = detail.data && articleTitle(detail.data, language);
  return (
    <>
      <PageMeta {...articlePageMeta(detail.data, language)} />
      {detail.data && title ? (
        <StructuredData
          things={articleStructuredData({ ...detail.data, title }, addresses.canonical, addresses.origin, t('common:brand'))}
        />
      ) : null}
      <QueryView query={detail} notFound={t('article.notFound')}>
        {(article) => (
          <Container size="md" py="lg">
            <Stack gap="md" component="article">
              <Title order={1}>{articleTitle(article, language)}</Title>
              <Text size="sm" c="dimmed">
                {t('article.created', { time: article.createTime })}
              </Text>
              <HtmlContent policy="editorial" html={byLanguage(language, article.contentEn, article.content)} />
            </Stack>
          </Container>
        )}
      </QueryView>
    </>
  );
}
