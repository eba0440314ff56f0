import { ActionIcon, Anchor, Box, Burger, Collapse, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DeferredPart } from '../../components/deferred-part';
import { Icon } from '../../components/icon';
import { lazyPart } from '../../lib/lazy-part';
import { paths } from '../../lib/paths';
import { DestinationsButton } from './destinations-button';
import { MainNavLinks } from './main-nav-links';
import { SearchBarPlaceholder } from './search-bar-placeholder';

/** The small-screen menu drawer is fetched when it is first opened. */
const MenuDrawer = lazyPart(
  () => import('./menu-drawer'),
  (module) => module.MenuDrawer,
);

/** The search bar's date input brings @mantine/dates and dayjs: fetched when the search is first opened. */
const SearchBar = lazyPart(
  () => import('./search-bar'),
  (module) => module.SearchBar,
);

/** The mega-menu's hover card (Popover, floating-ui) comes after the first paint; its trigger is painted at once. */
const loadCityMegaMenu = () => import('./city-mega-menu');
const CityMegaMenu = lazyPart(loadCityMegaMenu, (module) => module.CityMegaMenu);

export function MainHeader() {
  const { t } = useTranslation(['layout', 'common']);
  const location = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(location.pathname === paths.productList.path);
  const [searchWanted, setSearchWanted] = useState(searchOpened);
  if (searchOpened && !searchWanted) setSearchWanted(true);
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpened && !menuWanted) setMenuWanted(true);

  return (
    <Box style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container>
        <Group justify="space-between" h={56} wrap="nowrap">
          <Anchor component={Link} to={paths.home.href()} fw={800} fz="xl" underline="never">
            {t('common:brand')}
          </Anchor>
          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('layout:header.mainNav')}>
            <MainNavLinks />
            <DeferredPart preload={loadCityMegaMenu} openOn="hover" placeholder={(trigger) => <DestinationsButton {...trigger} />}>
              {(opened) => <CityMegaMenu initiallyOpened={opened} />}
            </DeferredPart>
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
            {searchWanted ? (
              <Suspense fallback={<SearchBarPlaceholder />}>
                <SearchBar key={location.search} />
              </Suspense>
            ) : null}
          </Box>
        </Collapse>
      </Container>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
