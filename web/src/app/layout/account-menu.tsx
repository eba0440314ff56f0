import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { logOut } from '../../lib/session';
import { AccountButton } from './account-button';

/** Account centre tabs shown in the dropdown (spec §2): 1, 2, 4, 5, 6, 7, then Log out. */
const tabs = [1, 2, 4, 5, 6, 7] as const;

export function AccountMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Menu position="bottom-end" shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        {tabs.map((tab) => (
          <Menu.Item key={tab} component={Link} to={paths.personalCenter.href(tab)}>
            {t(`tabs.${tab}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logOut()}>
          {t('topBar.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
