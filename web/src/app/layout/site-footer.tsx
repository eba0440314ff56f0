import { Anchor, Box, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleListOptions } from '../../api/articles';
import { InlineFailure, queryFailure } from '../../components/inline-failure';
import { shopIds } from '../../config/shop-ids';
import { paths } from '../../lib/paths';
import { FooterGroup, type FooterGroupKind } from './footer-group';

const groups = Object.entries(shopIds.footerArticleCategories) as [FooterGroupKind, number][];
const titles: Record<FooterGroupKind, string> = {
  contact: 'footer.contact',
  usefulInformation: 'footer.usefulInformation',
  friendlyLinks: 'footer.friendlyLinks',
  appLinks: 'footer.apps',
};

/** Four article groups (spec §2 Other), copyright, terms and privacy. */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const lists = useQueries({
    queries: groups.map(([, categoryId]) => articleListOptions(categoryId)),
  });
  const failures = lists.flatMap((list) => queryFailure(list) ?? []);

  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl" mt="xl" aria-label={t('footer.label')}>
      <Container>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          {groups.map(([kind], index) => (
            <FooterGroup
              key={kind}
              kind={kind}
              title={t(titles[kind])}
              articles={lists[index]?.data?.list ?? []}
              loading={lists[index]?.status === 'pending'}
            />
          ))}
        </SimpleGrid>
        {failures.length > 0 ? (
          // One cause (article.list), one line and one Try again, rather than a message under each empty heading.
          <Group gap="xs" mt="md">
            <InlineFailure
              text={t('footer.articlesFailed')}
              failure={{
                retrying: failures.some((f) => f.retrying),
                retry: () => {
                  for (const failure of failures) failure.retry();
                },
              }}
            />
          </Group>
        ) : null}
        <Group justify="space-between" mt="xl" gap="sm">
          <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
          <Group gap="md">
            <Anchor component={Link} to={paths.article.href(shopIds.legalArticles.terms)} c="gray.4" size="sm">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.article.href(shopIds.legalArticles.privacy)} c="gray.4" size="sm">
              {t('footer.privacy')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
