import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { AuthDialogs } from '../../features/auth/auth-dialogs';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { PreferencesPicker } from './preferences-picker';
import { SettlementMenu } from './settlement-menu';

export function TopBar() {
  const { t } = useTranslation('layout');
  const { isLoggedIn } = useSession();
  const [authOpened, setAuthOpened] = useState(false);
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
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topBar.login')} onClick={() => setAuthOpened(true)}>
                <Icon name="user" />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Container>
      <AuthDialogs opened={authOpened} onClose={() => setAuthOpened(false)} />
    </Box>
  );
}
