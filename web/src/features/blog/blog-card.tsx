import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Blog } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Picture, title, hits, tags, introduction, create time and a 'Learn More' button that does nothing (spec §2). */
export function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation('blog');
  return (
    <Card withBorder padding="md" component="article" aria-label={blog.title}>
      <Card.Section component={Link} to={paths.blogInfo.href(blog.id)} tabIndex={-1} aria-hidden>
        <Image src={blog.picUrl} alt="" h={180} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={paths.blogInfo.href(blog.id)} fw={700} c="dark" lineClamp={2}>
          {blog.title}
        </Anchor>
        <Group gap={6}>
          {blog.tagNames.map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {blog.introduction}
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {blog.createTime} · {t('list.hits', { count: blog.hitCount })}
          </Text>
          <Button size="compact-sm" variant="light">
            {t('list.learnMore')}
            <VisuallyHidden>: {blog.title}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
