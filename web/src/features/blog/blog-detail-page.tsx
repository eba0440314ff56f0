import { Badge, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callQueryOptions } from '../../api/query';
import { HtmlContent } from '../../components/html-content';
import { PageLoader } from '../../components/page-loader';
import { BlogActivityCard } from './blog-activity-card';

/** Title, tags, create time, the optional activity card, then sanitized HTML. Failures are silent (spec §8). */
export function BlogDetailPage() {
  const { t } = useTranslation('blog');
  const id = Number(useParams().id);
  const detail = useQuery({ ...callQueryOptions('blog.detail', { id }), enabled: id > 0 });
  const blog = detail.data;
  if (detail.isError || !(id > 0)) {
    return (
      <Container py="xl">
        <Text c="dimmed">{t('detail.notFound')}</Text>
      </Container>
    );
  }
  if (!blog) return <PageLoader />;
  return (
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
        {blog.picUrl ? <Image src={blog.picUrl} alt="" radius="md" mah={360} fit="cover" /> : null}
        {blog.spuInformation ? <BlogActivityCard activity={blog.spuInformation} /> : null}
        <HtmlContent html={blog.content} />
      </Stack>
    </Container>
  );
}
