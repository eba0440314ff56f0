import { Accordion, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDestinations } from './destinations';
import { DestinationsStatus } from './destinations-status';

/** The destinations menu in the phone drawer: one accordion item per region, its cities as links. */
export function DrawerDestinations({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { regions, status } = useDestinations();
  if (regions.length === 0) return <DestinationsStatus status={status} />;
  return (
    <Accordion multiple variant="default" chevronPosition="right">
      {regions.map((region) => (
        <Accordion.Item key={region.key} value={region.key}>
          <Accordion.Control>{t(`megaMenu.${region.key}`)}</Accordion.Control>
          <Accordion.Panel>
            {region.cities.map((city) => (
              <MantineNavLink key={city.id} component={Link} to={city.href} label={city.name} onClick={onNavigate} />
            ))}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
