import type { Blog } from '@tours/contract';
import type { PageMetaProps } from '../../components/page-meta-tags';

/**
 * What a post's page names itself by (components/page-meta-tags.ts): its title, introduction and picture once it is
 * here. The page and the shell sent when it could not be drawn read it.
 */
export const blogPageMeta = (blog: Blog | undefined): PageMetaProps => ({
  page: 'blogDetail',
  title: blog?.title,
  description: blog?.introduction,
  pictures: [blog?.picUrl],
  kind: 'article',
});
