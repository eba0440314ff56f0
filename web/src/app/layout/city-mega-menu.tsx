import { Anchor, HoverCard, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { DestinationsButton } from './destinations-button';

/** Hard-coded sample content (spec §1): regions and cities, each a keyword search. */
const regions = [
  { key: 'asia', cities: ['beijing', 'shanghai', 'hangzhou', 'tokyo'] },
  { key: 'europe', cities: ['paris', 'rome', 'london'] },
  { key: 'americas', cities: ['newYork', 'vancouver'] },
] as const;

export function CityMegaMenu({ initiallyOpened = false }: { initiallyOpened?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <HoverCard position="bottom-start" shadow="md" width={520} openDelay={80} initiallyOpened={initiallyOpened}>
      <HoverCard.Target>
        <DestinationsButton />
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <SimpleGrid cols={3} role="navigation" aria-label={t('header.destinations')}>
          {regions.map((region) => (
            <Stack key={region.key} gap={6}>
              <Text fw={700} size="sm">
                {t(`megaMenu.${region.key}`)}
              </Text>
              {region.cities.map((city) => (
                <Anchor key={city} component={Link} to={paths.productList.href({ keyword: t(`megaMenu.cities.${city}`) })} size="sm">
                  {t(`megaMenu.cities.${city}`)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
