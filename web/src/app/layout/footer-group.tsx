import { Anchor, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Article } from '@tours/contract';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyPart } from '../../lib/lazy-part';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** Sanitizing needs DOMPurify: fetched with the contact text, not with the shell. */
const HtmlContent = lazyPart(
  () => import('../../components/html-content'),
  (module) => module.HtmlContent,
);

export type FooterGroupKind = 'contact' | 'usefulInformation' | 'friendlyLinks' | 'appLinks';

export interface FooterGroupProps {
  kind: FooterGroupKind;
  title: string;
  articles: readonly Article[];
  /** The group's articles are on their way: keep the room they usually take. */
  loading?: boolean;
}

/**
 * The room a group's articles usually take while they load: four lines of contact text, four and three
 * links (22 px lines, 6 px apart), one row of 40 px app badges.
 */
const placeholderHeight: Record<FooterGroupKind, number> = { contact: 106, usefulInformation: 106, friendlyLinks: 78, appLinks: 40 };

/** Contact text, article links, external friendly links, or app and play image links. */
export function FooterGroup({ kind, title, articles, loading = false }: FooterGroupProps) {
  const language = useLanguage();
  const titleOf = (a: Article) => byLanguage(language, a.titleEn, a.title);
  const placeholder = <Skeleton h={placeholderHeight[kind]} opacity={0.2} />;
  return (
    <Stack gap={6} component="section" aria-label={title} aria-busy={loading || undefined}>
      <Title order={2} size="h5" c="white">
        {title}
      </Title>
      {loading ? placeholder : null}
      {kind === 'contact' ? (
        // The sanitizer's chunk can come after the text: its lines keep their room meanwhile.
        <Suspense fallback={articles.length > 0 ? placeholder : null}>
          {articles.map((a) => (
            <HtmlContent key={a.id} policy="editorial" html={byLanguage(language, a.contentEn, a.content)} />
          ))}
        </Suspense>
      ) : null}
      {kind === 'usefulInformation'
        ? articles.map((a) => (
            <Anchor key={a.id} component={Link} to={paths.article.href(a.id)} c="gray.4" size="sm">
              {titleOf(a)}
            </Anchor>
          ))
        : null}
      {kind === 'friendlyLinks'
        ? articles.map((a) => (
            <Anchor key={a.id} href={a.href ?? '#'} target="_blank" rel="noopener noreferrer" c="gray.4" size="sm">
              {titleOf(a)}
            </Anchor>
          ))
        : null}
      {kind === 'appLinks' ? (
        <Group gap="xs">
          {articles.map((a) => (
            <Anchor key={a.id} href={a.href ?? '#'} target="_blank" rel="noopener noreferrer" aria-label={titleOf(a)}>
              {a.picUrl ? <Image src={a.picUrl} alt={titleOf(a)} loading="lazy" h={40} w="auto" /> : <Text size="sm">{titleOf(a)}</Text>}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
