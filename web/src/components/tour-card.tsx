import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { TourCardData } from '@tours/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { FavouriteHeart } from './favourite-heart';
import { PriceDisplay } from './price-display';
import { StarScore } from './star-score';

export interface TourCardProps {
  tour: TourCardData;
  /** Vertical (grids) or horizontal (the tour list at desktop width). */
  layout?: 'vertical' | 'horizontal';
}

/** On the list, model 1 means priced per team; anything else per person (spec §3). */
export function TourCard({ tour, layout = 'vertical' }: TourCardProps) {
  const { t } = useTranslation('common');
  const [isCollect, setIsCollect] = useState(tour.isCollect);
  useEffect(() => setIsCollect(tour.isCollect), [tour.isCollect]);
  const perTeam = tour.model === 1;
  const horizontal = layout === 'horizontal';

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={tour.name} h="100%">
      <Group align="stretch" wrap={horizontal ? 'nowrap' : 'wrap'} gap="md" style={{ flexDirection: horizontal ? 'row' : 'column' }}>
        <Anchor component={Link} to={paths.productInfo.href(tour.id)} style={{ flexShrink: 0 }} tabIndex={-1} aria-hidden>
          <Image src={tour.picUrl} alt="" h={horizontal ? 180 : 200} w={horizontal ? 260 : '100%'} radius="sm" fit="cover" />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={paths.productInfo.href(tour.id)} fw={700} c="dark" lineClamp={2}>
              {tour.name}
            </Anchor>
            <FavouriteHeart spuId={tour.id} name={tour.name} isCollect={isCollect} onToggled={setIsCollect} />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {tour.introduction}
          </Text>
          <StarScore score={tour.score} />
          <Group gap="md">
            <Text size="sm">{t('tour.hours', { count: tour.duration })}</Text>
            <Text size="sm">{t('tour.bookings', { count: tour.appointmentCount })}</Text>
          </Group>
          <PriceDisplay
            symbol={tour.currencyInco}
            amount={perTeam ? tour.teamPrice : tour.adultPrice}
            unit={perTeam ? 'group' : 'person'}
            from
          />
        </Stack>
      </Group>
    </Card>
  );
}
