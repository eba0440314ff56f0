import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Article } from '@tours/contract';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** Sanitizing needs DOMPurify: fetched with the contact text, not with the shell. */
const HtmlContent = lazy(async () => ({ default: (await import('../../components/html-content')).HtmlContent }));

export type FooterGroupKind = 'contact' | 'usefulInformation' | 'friendlyLinks' | 'appLinks';

export interface FooterGroupProps {
  kind: FooterGroupKind;
  title: string;
  articles: readonly Article[];
}

/** Contact text, article links, external friendly links, or app and play image links. */
export function FooterGroup({ kind, title, articles }: FooterGroupProps) {
  const language = useLanguage();
  const titleOf = (a: Article) => byLanguage(language, a.titleEn, a.title);
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={2} size="h5" c="white">
        {title}
      </Title>
      {kind === 'contact' ? (
        <Suspense fallback={null}>
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
