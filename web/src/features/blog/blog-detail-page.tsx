import { Badge, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HtmlContent } from '../../components/html-content';
import { PageMeta } from '../../components/page-meta';
import { QueryView } from '../../components/query-view';
import { StructuredData } from '../../components/structured-data';
import { usePageAddresses } from '../../lib/site-address';
import { blogDetailOptions } from './api';
import { BlogActivityCard } from './blog-activity-card';
import { blogPageMeta } from './blog-page-meta';
import { blogStructuredData } from './blog-structured-data';

/** Title, tags, create time, the optional activity card, then sanitized HTML. A failure is not toasted (spec §8); the page shows it with Retry. */
export function BlogDetailPage() {
  const { t } = useTranslation('blog');
  const id = Number(useParams().id);
  const detail = useQuery({ ...blogDetailOptions(id), enabled: id > 0 });
  const addresses = usePageAddresses();
  return (
    <>
      <PageMeta {...blogPageMeta(detail.data)} />
      {detail.data ? (
        <StructuredData things={blogStructuredData(detail.data, addresses.canonical, addresses.origin, t('common:brand'))} />
      ) : null}
      <QueryView query={detail} notFound={t('detail.notFound')}>
        {(blog) => (
          <Container size="md" py="lg">
            <Stack gap="md" component="article" aria-label={blog.title}>
              <Title order={1}>{blog.title}</Title>
              <Group gap={6} aria-label={t('detail.tags')}>
                {blog.tagNames.map((tag) => (
                  <Badge key={tag} variant="light">
                    {tag}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {t('detail.published', { time: blog.createTime })}
              </Text>
              {/* Its box is there before it loads (16:9, at most 360 px high), so the text under it does not jump. */}
              {blog.picUrl ? <Image src={blog.picUrl} alt="" radius="md" mah={360} fit="cover" style={{ aspectRatio: '16 / 9' }} /> : null}
              {blog.spuInformation ? <BlogActivityCard activity={blog.spuInformation} /> : null}
              <HtmlContent policy="editorial" html={blog.content} />
            </Stack>
          </Container>
        )}
      </QueryView>
    </>
  );
}
