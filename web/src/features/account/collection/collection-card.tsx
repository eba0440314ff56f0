import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { CollectedItem } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteHeart } from '../../../components/favourite-heart';
import { PriceDisplay } from '../../../components/price-display';
import { StarScore } from '../../../components/star-score';
import { paths } from '../../../lib/paths';

/**
 * A favourite as a tour card. Not the shared TourCard: un-favouriting here must reload the list,
 * and TourCard offers no callback for that (noted in the report to the shell's owner).
 */
export function CollectionCard({ item, onRemoved }: { item: CollectedItem; onRemoved: () => void }) {
  const { t } = useTranslation('common');
  const perTeam = item.model === 1;
  return (
    <Card withBorder radius="md" component="article" aria-label={item.name}>
      <Stack gap={6}>
        <Image src={item.picUrl} alt="" h={160} radius="sm" fit="cover" />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.productInfo.href(item.spuId)} fw={700} c="dark" lineClamp={2}>
            {item.name}
          </Anchor>
          <FavouriteHeart spuId={item.spuId} name={item.name} isCollect onToggled={(collected) => (collected ? undefined : onRemoved())} />
        </Group>
        <StarScore score={item.score} />
        <Text size="sm">{t('tour.hours', { count: item.duration })}</Text>
        <PriceDisplay
          symbol={item.currencyInco}
          amount={perTeam ? item.teamPrice : item.adultPrice}
          unit={perTeam ? 'group' : 'person'}
          from
        />
      </Stack>
    </Card>
  );
}
