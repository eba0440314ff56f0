import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { PreferencesPicker } from './preferences-picker';
import { SettlementMenu } from './settlement-menu';

/** The dialogs bring the forms, react-hook-form and the zod rules: fetched on the first hover or click, not with the shell. */
const loadAuthDialogs = () => import('../../features/auth/auth-dialogs');
const AuthDialogs = lazy(async () => ({ default: (await loadAuthDialogs()).AuthDialogs }));

export function TopBar() {
  const { t } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  const [authOpened, setAuthOpened] = useState(false);
  const [authWanted, setAuthWanted] = useState(false);
  return (
    <Box bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} role="navigation" aria-label={t('topBar.label')}>
      <Container>
        <Group justify="space-between" h={40} wrap="nowrap">
          <SettlementMenu />
          <Group gap={4} wrap="nowrap">
            <PreferencesPicker />
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
              <AccountMenu />
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
