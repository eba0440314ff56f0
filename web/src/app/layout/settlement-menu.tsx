import { Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleDetailOptions } from '../../api/articles';
import { shopIds } from '../../config/shop-ids';
import { paths } from '../../lib/paths';
import { byLanguage, useLanguage } from '../../lib/preferences';
import { SettlementButton } from './settlement-button';

/** Two entries whose titles come from fixed articles: the settlement page, and an external link (the article's href). */
export function SettlementMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const settlement = useQuery(articleDetailOptions(shopIds.topBarArticles.settlement));
  const external = useQuery(articleDetailOptions(shopIds.topBarArticles.externalLink));
  const title = (article: typeof settlement.data) => (article ? byLanguage(language, article.titleEn, article.title) : '');

  return (
    <Menu position="bottom-start" shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <SettlementButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.settled.href()}>
          {title(settlement.data) || t('topBar.partners')}
        </Menu.Item>
        {external.data?.href ? (
          <Menu.Item component="a" href={external.data.href} target="_blank" rel="noopener noreferrer">
            {title(external.data)}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
