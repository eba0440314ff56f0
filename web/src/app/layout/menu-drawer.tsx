import { Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DrawerDestinations } from './drawer-destinations';
import { MainNavLinks } from './main-nav-links';

/** The main navigation in a drawer, for screens narrower than 768 px, with the destinations menu under it. */
export function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('common:brand')}
      hiddenFrom="sm"
      size="xs"
      closeButtonProps={{ 'aria-label': t('layout:header.closeMenu') }}
    >
      <Stack gap={4} component="nav" aria-label={t('layout:header.mainNav')}>
        <MainNavLinks vertical onNavigate={onClose} />
        <Text fw={700} size="sm" mt="md">
          {t('layout:header.destinations')}
        </Text>
        <DrawerDestinations onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
