import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';

const links = [
  { key: 'home', to: paths.home.href() },
  { key: 'tours', to: paths.productList.href() },
  { key: 'blog', to: paths.blog.href() },
  { key: 'aboutUs', to: paths.aboutUs.href() },
] as const;

export function MainNavLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation('layout');
  return links.map((link) => (
    <Button
      key={link.key}
      component={NavLink}
      to={link.to}
      end
      variant="subtle"
      color="dark"
      justify={vertical ? 'flex-start' : 'center'}
      fullWidth={vertical}
      onClick={onNavigate}
    >
      {t(`header.${link.key}`)}
    </Button>
  ));
}
