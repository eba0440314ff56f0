import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_CATEGORY_IDS, PAGE_SIZE } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { callQueryOptions } from '../../api/query';
import { HtmlContent } from '../../components/html-content';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** Headline and intro from the first intro content item, then the benefit items (spec §2 /Settled). */
export function SettlementIntro() {
  const { t } = useTranslation('merchant');
  const language = useLanguage();
  const intro = useQuery(
    callQueryOptions('content.list', { categoryId: CONTENT_CATEGORY_IDS.settlementIntro, pageNo: 1, pageSize: PAGE_SIZE }),
  );
  const benefits = useQuery(
    callQueryOptions('content.list', { categoryId: CONTENT_CATEGORY_IDS.settlementBenefits, pageNo: 1, pageSize: PAGE_SIZE }),
  );
  const first = intro.data?.list[0];
  const items = benefits.data?.list ?? [];
  return (
    <Stack gap="md">
      {first ? (
        <Stack gap="xs">
          <Title order={1}>{byLanguage(language, first.titleEn, first.title)}</Title>
          <HtmlContent policy="editorial" html={byLanguage(language, first.contentEn, first.content)} />
        </Stack>
      ) : null}
      {items.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={t('benefits')}>
          <Title order={2} size="h3">
            {t('benefits')}
          </Title>
          <List spacing="xs">
            {items.map((item) => (
              <List.Item key={item.id}>
                <Text fw={600}>{byLanguage(language, item.titleEn, item.title)}</Text>
                <Text size="sm" c="dimmed">
                  {byLanguage(language, item.contentEn, item.content)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
