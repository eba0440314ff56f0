import { BackgroundImage, Box, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { City } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { HomeSection } from './home-section';
import { ScrollRow } from './scroll-row';

/**
 * How many cities the shop features on its home page: while the list is on its way, `loading` shows that
 * many tiles, so the grid has its final rows (two on a laptop, one sideways row on a phone) and nothing below it moves.
 */
const FEATURED_CITIES = 8;
const tileSlots = Array.from({ length: FEATURED_CITIES }, (_, slot) => slot);

/** Each city's picture behind its name, linking to the list filtered by that city. */
export function RecommendedCities({ cities, loading = false }: { cities: readonly City[]; loading?: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <HomeSection title={t('cities.title')} moreLabel={t('cities.more')} moreTo={paths.productList.href()}>
      <ScrollRow columns={{ sm: 3, lg: 6 }} phoneCardWidth="40%">
        {loading
          ? tileSlots.map((slot) => <Skeleton key={slot} h={120} radius="md" />)
          : cities.map((city) => {
              const name = byLanguage(language, city.englishName, city.chineseName);
              return (
                <UnstyledButton key={city.id} component={Link} to={paths.productList.href({ cityId: city.id })} aria-label={name}>
                  {/* backgroundColor, not the bg prop: bg sets the background shorthand, which wiped the picture (grey cards). */}
                  <BackgroundImage src={city.picUrl ?? ''} radius="md" h={120} style={{ backgroundColor: 'var(--mantine-color-gray-3)' }}>
                    <Box
                      h="100%"
                      p="sm"
                      style={{
                        display: 'flex',
                        alignItems: 'flex-end',
                        background: 'linear-gradient(transparent, rgba(0,0,0,.55))',
                        borderRadius: 8,
                      }}
                    >
                      <Text c="white" fw={700}>
                        {name}
                      </Text>
                    </Box>
                  </BackgroundImage>
                </UnstyledButton>
              );
            })}
      </ScrollRow>
    </HomeSection>
  );
}
