import { Container, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountHeader } from './account-header';
import { ACCOUNT_TABS, toAccountTab } from './account-tabs';
import { BasicInfoTab } from './basic-info/basic-info-tab';
import { SavedCardsTab } from './cards/saved-cards-tab';
import { CollectionTab } from './collection/collection-tab';
import { MessagesTab } from './messages/messages-tab';
import { MyOrdersTab } from './orders/my-orders-tab';
import { MyReviewsTab } from './reviews/my-reviews-tab';
import { SettingsTab } from './settings/settings-tab';

const panels = {
  '1': BasicInfoTab,
  '2': MyOrdersTab,
  '3': CollectionTab,
  '4': MyReviewsTab,
  '5': SavedCardsTab,
  '6': MessagesTab,
  '7': SettingsTab,
} as const;

/** /personalCenter/:tab? (tab 1 by default); a visitor is sent to /login. Only the open tab loads. */
export function AccountCentrePage() {
  const { t } = useTranslation('account');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const tab = toAccountTab(useParams().tab);
  if (!isLoggedIn) return <Navigate to={paths.login.href()} replace />;
  const Panel = panels[tab];
  return (
    <Container py="lg">
      <PageMeta page="accountCentre" />
      <AccountHeader />
      <Tabs value={tab} onChange={(value) => value && navigate(paths.personalCenter.href(value))} keepMounted={false}>
        <Tabs.List mb="lg">
          {ACCOUNT_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <Panel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
