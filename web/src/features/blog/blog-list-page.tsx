import { Container, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNERS_COME_TO_LIFE_AT } from '../../components/banner-carousel-props';
import { hydratedWhenSeen } from '../../components/hydrate-when-seen';
import { PageMeta } from '../../components/page-meta';
import { Pagination } from '../../components/pagination';
import { QueryView } from '../../components/query-view';
import { useListState } from '../../lib/use-list-state';
import { blogListOptions } from './api';
import { BlogBanner } from './blog-banner';
import { BlogCard } from './blog-card';
import { BlogListPlaceholder } from './blog-list-placeholder';
import { BLOG_LIST_DEFAULTS, blogListCriteria } from './first-screen';

/** Tabs Recommended (orderBy 4) and Latest (1), search on key-up, optional ?cityId=. */
/** Each post's card is taken over when a person reaches it (hydrate-when-seen.tsx). */
const BlogCardWhenSeen = hydratedWhenSeen(BlogCard);
/** The banner, when a person reaches it or its first turn is due (components/banner-carousel-props.ts). */
const BlogBannerWhenNeeded = hydratedWhenSeen(BlogBanner, { wakeAt: BANNERS_COME_TO_LIFE_AT });

export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [state, setState] = useListState(BLOG_LIST_DEFAULTS);
  const tab = state.tab === 'latest' ? 'latest' : 'recommended';
  const criteria = blogListCriteria(state);
  const blogs = useQuery({ ...blogListOptions(criteria), placeholderData: keepPreviousData });

  return (
    <Container py="lg">
      <PageMeta page="blogList" />
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <BlogBannerWhenNeeded />
        <Group justify="space-between" align="flex-end">
          <Tabs value={tab} onChange={(value) => setState({ tab: value ?? 'recommended' })}>
            <Tabs.List aria-label={t('list.tabs')}>
              <Tabs.Tab value="recommended">{t('list.recommended')}</Tabs.Tab>
              <Tabs.Tab value="latest">{t('list.latest')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <TextInput
            type="search"
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            defaultValue={state.keyword}
            onKeyUp={(event) => {
              const keyword = event.currentTarget.value.trim();
              if (keyword !== state.keyword) setState({ keyword });
            }}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
        <QueryView
          query={blogs}
          placeholder={<BlogListPlaceholder />}
          isEmpty={(result) => result.total === 0}
          empty={<Text c="dimmed">{t('list.empty')}</Text>}
        >
          {(result) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label={t('list.posts')}>
                {result.list.map((blog) => (
                  <BlogCardWhenSeen key={blog.id} blog={blog} />
                ))}
              </SimpleGrid>
              <Pagination page={criteria.page} total={result.total} onChange={(next) => setState({ page: String(next) })} />
            </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}
