import { ActionIcon, Anchor, Box, Burger, Collapse, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import { paths } from '../../lib/paths';
import { CityMegaMenu } from './city-mega-menu';
import { MainNavLinks } from './main-nav-links';
import { SearchBar } from './search-bar';

export function MainHeader() {
  const { t } = useTranslation(['layout', 'common']);
  const location = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(location.pathname === paths.productList.path);

  return (
    <Box style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container>
        <Group justify="space-between" h={56} wrap="nowrap">
          <Anchor component={Link} to={paths.home.href()} fw={800} fz="xl" underline="never">
            {t('common:brand')}
          </Anchor>
          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('layout:header.mainNav')}>
            <MainNavLinks />
            <CityMegaMenu />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-expanded={searchOpened}
              aria-label={searchOpened ? t('layout:header.hideSearch') : t('layout:header.toggleSearch')}
              onClick={search.toggle}
            >
              <Icon name="search" />
            </ActionIcon>
            <Burger hiddenFrom="sm" opened={menuOpened} onClick={menu.toggle} aria-label={t('layout:header.menu')} size="sm" />
          </Group>
        </Group>
        <Collapse expanded={searchOpened}>
          <Box pb="sm">
            <SearchBar key={location.search} />
          </Box>
        </Collapse>
      </Container>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title={t('common:brand')}
        hiddenFrom="sm"
        size="xs"
        closeButtonProps={{ 'aria-label': t('layout:header.closeMenu') }}
      >
        <Stack gap={4} component="nav" aria-label={t('layout:header.mainNav')}>
          <MainNavLinks vertical onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
