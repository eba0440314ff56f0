import { ActionIcon, Anchor, Container, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthDialogs } from '../../features/auth/auth-dialogs';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

export function TopBar() {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useSession();
  const [authOpened, setAuthOpened] = useState(false);
  return (
    <Container py="sm">
      <Group justify="space-between">
        <Anchor component={Link} to={paths.home.href()} fw={800} fz="xl" underline="never">
          {t('brand')}
        </Anchor>
        {isLoggedIn ? null : (
          <ActionIcon variant="subtle" aria-label={t('nav.login')} onClick={() => setAuthOpened(true)}>
            👤
          </ActionIcon>
        )}
      </Group>
      <AuthDialogs opened={authOpened} onClose={() => setAuthOpened(false)} />
    </Container>
  );
}
