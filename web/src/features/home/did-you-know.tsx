import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '../../components/query-view';
import { paths } from '../../lib/paths';
import { useLanguage } from '../../lib/preferences';
import { didYouKnowOptions } from './api';
import { HomeSection } from './home-section';

/** 'Hey! Do you Know?': one recommended blog post. */
export function DidYouKnow() {
  const blogs = useQuery(didYouKnowOptions(useLanguage()));
  return (
    <QueryView query={blogs} loading={null} isEmpty={(page) => page.list.length === 0} empty={null}>
      {(page) => <BlogTeaser blog={page.list[0]} />}
    </QueryView>
  );
}

function BlogTeaser({ blog }: { blog: Blog | undefined }) {
  const { t } = useTranslation('home');
  if (!blog) return null;
  return (
    <HomeSection title={t('blog.title')}>
      <Paper withBorder p="md" component="article" aria-label={blog.title}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Image src={blog.picUrl} alt="" loading="lazy" radius="md" h={260} fit="cover" />
          <Stack gap="sm">
            <Title order={3}>{blog.title}</Title>
            <Group gap={6} aria-label={t('blog.tags')}>
              {blog.tagNames.map((tag) => (
                <Badge key={tag} variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
            <Text c="dimmed">{blog.introduction}</Text>
            <Button component={Link} to={paths.blogInfo.href(blog.id)} w="fit-content">
              {t('blog.read')}
              {/* "Read more" alone names no post for a screen reader's list of links. */}
              <VisuallyHidden>: {blog.title}</VisuallyHidden>
            </Button>
          </Stack>
        </SimpleGrid>
      </Paper>
    </HomeSection>
  );
}
