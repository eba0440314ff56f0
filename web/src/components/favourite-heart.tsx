import { ActionIcon } from '@mantine/core';
import { messages } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToggleFavourite } from '../api/favourites';
import { notifySuccess } from '../lib/notify';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { Icon } from './icon';

export interface FavouriteHeartProps {
  spuId: number;
  name: string;
  isCollect: boolean;
  /** Called with the new state after the server said 200. */
  onToggled?: (isCollect: boolean) => void;
}

/** Visitor -> /login; logged in -> cancel when favourited, else create; 'Success' on 200 (spec §4); every screen showing the flag follows. */
export function FavouriteHeart({ spuId, name, isCollect, onToggled }: FavouriteHeartProps) {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const toggle = useToggleFavourite();

  const onClick = () => {
    if (!isLoggedIn) {
      navigate(paths.login.href());
      return;
    }
    toggle.mutate(
      { spuId, isCollect },
      {
        onSuccess: () => {
          notifySuccess(messages.success);
          onToggled?.(!isCollect);
        },
      },
    );
  };

  return (
    <ActionIcon
      variant={isCollect ? 'filled' : 'default'}
      color="red"
      radius="xl"
      size="lg"
      loading={toggle.isPending}
      aria-pressed={isCollect}
      aria-label={isCollect ? t('tour.removeFavourite', { name }) : t('tour.addFavourite', { name })}
      onClick={onClick}
    >
      <Icon name="heart" filled={isCollect} size={18} />
    </ActionIcon>
  );
}
