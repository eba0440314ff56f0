import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../components/html-content';
import { QueryView } from '../../components/query-view';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { settlementContentOptions } from './api';

/**
 * Headline and intro from the first intro content item, then the benefit items (spec §2 /Settled). Each
 * part shows through QueryView: a failure says why with Retry instead of leaving a gap.
 */
export function SettlementIntro() {
  const { t } = useTranslation('merchant');
  const language = useLanguage();
  const intro = useQuery(settlementContentOptions('intro'));
  const benefits = useQuery(settlementContentOptions('benefits'));
  return (
    <Stack gap="md">
      <QueryView query={intro} minHeight={80} isEmpty={(page) => page.list.length === 0} empty={null}>
        {(page) => {
          const first = page.list[0];
          return first ? (
            <Stack gap="xs">
              <Title order={1}>{byLanguage(language, first.titleEn, first.title)}</Title>
              <HtmlContent policy="editorial" html={byLanguage(language, first.contentEn, first.content)} />
            </Stack>
          ) : null;
        }}
      </QueryView>
      <QueryView query={benefits} minHeight={80} isEmpty={(page) => page.list.length === 0} empty={null}>
        {({ list }) => (
          <Stack gap="xs" component="section" aria-label={t('benefits')}>
            <Title order={2} size="h3">
              {t('benefits')}
            </Title>
            <List spacing="xs">
              {list.map((item) => (
                <List.Item key={item.id}>
                  <Text fw={600}>{byLanguage(language, item.titleEn, item.title)}</Text>
                  <Text size="sm" c="dimmed">
                    {byLanguage(language, item.contentEn, item.content)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
