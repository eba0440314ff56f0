import { BackgroundImage, Box, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { City } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { HomeSection } from './home-section';

/**
 * `loading` keeps one row's height while the list is on its way, so the sections below do not move up into
 * the first screen and back (their pictures would otherwise become the page's largest paint).
 */
export function RecommendedCities({ cities, loading = false }: { cities: readonly City[]; loading?: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <HomeSection title={t('cities.title')} moreLabel={t('cities.more')} moreTo={paths.productList.href()}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mih={loading ? 120 : undefined}>
        {cities.map((city) => {
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
      </SimpleGrid>
    </HomeSection>
  );
}
