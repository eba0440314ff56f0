import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MainNavLinks } from './main-nav-links';

/** The main navigation in a drawer, for screens narrower than 768 px. */
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
      </Stack>
    </Drawer>
  );
}
