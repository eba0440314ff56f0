import { Group, Image, Stack, Text } from '@mantine/core';
import type { OrderItem } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { useGuideLanguageName } from '../../api/languages';
import { StarScore } from '../../components/star-score';
import { byLanguage, useLanguage } from '../../lib/preferences';

/** One booked tour: picture, name, score, reviews, price mode, date and time, party, language. */
export function OrderItemRow({ item }: { item: OrderItem }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const guideLanguage = useGuideLanguageName([item.chineseLanguageName]);
  return (
    <Group align="flex-start" wrap="nowrap" component="article" aria-label={item.spuName}>
      <Image src={item.picUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
      <Stack gap={4}>
        <Text fw={700}>{item.spuName}</Text>
        <Group gap="xs">
          <StarScore score={item.score} size="xs" />
          <Text size="sm" c="dimmed">
            {t('item.reviews', { count: item.review })}
          </Text>
        </Group>
        <Text size="sm">{byLanguage(language, item.priceModeNameEn, item.priceModeName)}</Text>
        <Text size="sm">{t('item.reservation', { date: item.reservationDate, time: item.reservationTime })}</Text>
        <Text size="sm">{t('item.party', { adults: item.adultCount, children: item.childCount })}</Text>
        <Text size="sm">{t('item.language', { language: guideLanguage(item.chineseLanguageName) })}</Text>
      </Stack>
    </Group>
  );
}
