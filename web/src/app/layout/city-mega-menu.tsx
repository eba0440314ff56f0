import { Anchor, HoverCard, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDestinations } from './destinations';
import { DestinationsButton } from './destinations-button';
import { DestinationsStatus } from './destinations-status';

export function CityMegaMenu({ initiallyOpened = false }: { initiallyOpened?: boolean }) {
  const { t } = useTranslation('layout');
  const { regions, status } = useDestinations();
  return (
    <HoverCard position="bottom-start" shadow="md" width={520} openDelay={80} initiallyOpened={initiallyOpened}>
      <HoverCard.Target>
        <DestinationsButton />
      </HoverCard.Target>
      <HoverCard.Dropdown>
        {regions.length === 0 ? (
          <DestinationsStatus status={status} />
        ) : (
          <SimpleGrid cols={3} role="navigation" aria-label={t('header.destinations')}>
            {regions.map((region) => (
              <Stack key={region.key} gap={6}>
                <Text fw={700} size="sm">
                  {t(`megaMenu.${region.key}`)}
                </Text>
                {region.cities.map((city) => (
                  <Anchor key={city.id} component={Link} to={city.href} size="sm">
                    {city.name}
                  </Anchor>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
