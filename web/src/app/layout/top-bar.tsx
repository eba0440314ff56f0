import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredPart } from '../../components/deferred-part';
import { Icon } from '../../components/icon';
import { lazyPart } from '../../lib/lazy-part';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountButton } from './account-button';
import { PreferencesButton } from './preferences-button';
import { SettlementButton } from './settlement-button';

/** The dialogs bring the forms, react-hook-form and the zod rules: fetched on the first hover or click, not with the shell. */
const loadAuthDialogs = () => import('../../features/auth/auth-dialogs');
const AuthDialogs = lazyPart(loadAuthDialogs, (module) => module.AuthDialogs);

/** The menus and the picker (Menu, Popover, floating-ui) come after the first paint: their triggers are painted at once. */
const loadSettlementMenu = () => import('./settlement-menu');
const SettlementMenu = lazyPart(loadSettlementMenu, (module) => module.SettlementMenu);
const loadPreferencesPicker = () => import('./preferences-picker');
const PreferencesPicker = lazyPart(loadPreferencesPicker, (module) => module.PreferencesPicker);
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazyPart(loadAccountMenu, (module) => module.AccountMenu);

export function TopBar() {
  const { t } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  const [authOpened, setAuthOpened] = useState(false);
  const [authWanted, setAuthWanted] = useState(false);
  return (
    <Box bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} role="navigation" aria-label={t('topBar.label')}>
      <Container>
        <Group justify="space-between" h={40} wrap="nowrap">
          <DeferredPart preload={loadSettlementMenu} placeholder={(trigger) => <SettlementButton {...trigger} />}>
            {(opened) => <SettlementMenu defaultOpened={opened} />}
          </DeferredPart>
          <Group gap={4} wrap="nowrap">
            <DeferredPart preload={loadPreferencesPicker} placeholder={(trigger) => <PreferencesButton {...trigger} />}>
              {(opened) => <PreferencesPicker defaultOpened={opened} />}
            </DeferredPart>
            <ActionIcon
              component={Link}
              to={isLoggedIn ? paths.personalCenter.href(3) : paths.login.href()}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('topBar.favourites')}
            >
              <Icon name="heart" />
            </ActionIcon>
            {isLoggedIn ? (
              <DeferredPart preload={loadAccountMenu} placeholder={(trigger) => <AccountButton {...trigger} />}>
                {(opened) => <AccountMenu defaultOpened={opened} />}
              </DeferredPart>
            ) : (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('topBar.login')}
                onMouseEnter={() => void loadAuthDialogs()}
                onFocus={() => void loadAuthDialogs()}
                onClick={() => {
                  setAuthWanted(true);
                  setAuthOpened(true);
                }}
              >
                <Icon name="user" />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Container>
      {authWanted ? (
        <Suspense fallback={null}>
          <AuthDialogs opened={authOpened} onClose={() => setAuthOpened(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
