import { Container, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BlogOrder, PAGE_SIZE } from '@tours/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callQueryOptions } from '../../api/query';
import { Pagination } from '../../components/pagination';
import { QueryView } from '../../components/query-view';
import { BlogBanner } from './blog-banner';
import { BlogCard } from './blog-card';

/** Tabs Recommended (orderBy 4) and Latest (1), search on key-up, optional ?cityId=. */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const cityId = Number(params.get('cityId'));
  const [orderBy, setOrderBy] = useState<string>(String(BlogOrder.Recommended));
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const blogs = useQuery({
    ...callQueryOptions('blog.list', {
      pageNo: page,
      pageSize: PAGE_SIZE,
      keyword,
      cityIds: cityId > 0 ? [cityId] : [],
      orderBy: orderBy === String(BlogOrder.Latest) ? BlogOrder.Latest : BlogOrder.Recommended,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Container py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <BlogBanner />
        <Group justify="space-between" align="flex-end">
          <Tabs
            value={orderBy}
            onChange={(value) => {
              setOrderBy(value ?? String(BlogOrder.Recommended));
              setPage(1);
            }}
          >
            <Tabs.List aria-label={t('list.tabs')}>
              <Tabs.Tab value={String(BlogOrder.Recommended)}>{t('list.recommended')}</Tabs.Tab>
              <Tabs.Tab value={String(BlogOrder.Latest)}>{t('list.latest')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <TextInput
            type="search"
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            defaultValue=""
            onKeyUp={(event) => {
              setKeyword(event.currentTarget.value.trim());
              setPage(1);
            }}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
        <QueryView query={blogs} isEmpty={(result) => result.total === 0} empty={<Text c="dimmed">{t('list.empty')}</Text>}>
          {(result) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label={t('list.posts')}>
                {result.list.map((blog) => (
                  <BlogCard key={blog.id} blog={blog} />
                ))}
              </SimpleGrid>
              <Pagination page={page} total={result.total} onChange={setPage} />
            </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}
