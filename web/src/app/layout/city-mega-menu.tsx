import { Anchor, Box, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDestinations } from './destinations';
import { DestinationsButton } from './destinations-button';
import { DestinationsStatus } from './destinations-status';
import { useMenuDisclosure } from './use-menu-disclosure';

/**
 * The header's destinations: a disclosure button and, right after it in the document (no portal), the regions and
 * their cities, so a keyboard reaches every city in order (use-menu-disclosure.ts says which keys do what).
 */
export function CityMegaMenu({ initiallyOpened = false }: { initiallyOpened?: boolean }) {
  const { t } = useTranslation('layout');
  const { regions, status } = useDestinations();
  const menu = useMenuDisclosure(initiallyOpened);
  const panelId = useId();
  return (
    <Box {...menu.rootProps}>
      <Popover
        opened={menu.opened}
        onChange={(opened) => (opened ? undefined : menu.close())}
        position="bottom-start"
        shadow="md"
        width={520}
        withinPortal={false}
        withRoles={false}
        trapFocus={false}
        closeOnEscape={false}
      >
        <Popover.Target>
          <DestinationsButton
            ref={menu.buttonRef}
            aria-expanded={menu.opened}
            aria-controls={menu.opened ? panelId : undefined}
            onClick={menu.onButtonClick}
          />
        </Popover.Target>
        <Popover.Dropdown id={panelId}>
          {regions.length === 0 ? (
            <DestinationsStatus status={status} />
          ) : (
            <SimpleGrid cols={3} role="navigation" aria-label={t('header.destinations')} ref={menu.panelRef}>
              {regions.map((region) => (
                <Stack key={region.key} gap={6}>
                  <Text fw={700} size="sm">
                    {t(`megaMenu.${region.key}`)}
                  </Text>
                  {region.cities.map((city) => (
                    <Anchor key={city.id} component={Link} to={city.href} size="sm" onClick={menu.close}>
                      {city.name}
                    </Anchor>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
