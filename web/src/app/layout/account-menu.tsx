import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/icon';
import { paths } from '../../lib/paths';
import { logOut } from '../../lib/session';

/** Account centre tabs shown in the dropdown (spec §2): 1, 2, 4, 5, 6, 7, then Log out. */
const tabs = [1, 2, 4, 5, 6, 7] as const;

export function AccountMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topBar.account')}>
          <Icon name="user" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {tabs.map((tab) => (
          <Menu.Item key={tab} component={Link} to={paths.personalCenter.href(tab)}>
            {t(`tabs.${tab}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logOut(navigate)}>
          {t('topBar.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
